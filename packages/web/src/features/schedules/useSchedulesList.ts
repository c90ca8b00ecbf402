import { nextPageNumber } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { fetchSchedulePage, schedulesKeys } from './schedulesApi';
import { scheduleList } from './schedulesCache';

/** The schedules list for a search (already debounced and lower-cased), loaded page by page (GET /schedules pageNumber). */
export function useSchedulesList(search: string) {
  return usePagedList(scheduleList, {
    queryKey: schedulesKeys.list(search),
    fetchPage: (pageNumber: number) => fetchSchedulePage(search, pageNumber),
    firstPage: 1,
    nextPage: nextPageNumber,
  });
}
