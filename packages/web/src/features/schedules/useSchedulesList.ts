import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchSchedulePage, schedulesKeys } from './schedulesApi';
import { scheduleList } from './schedulesCache';

/** The schedules list for a search (already debounced and lower-cased), loaded page by page (GET /schedules pageNumber). */
export function useSchedulesList(search: string) {
  return usePageNumberedList(scheduleList, schedulesKeys.list(search), (pageNumber) =>
    fetchSchedulePage(search, pageNumber),
  );
}
