import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSchedulePage, schedulesKeys } from './schedulesApi';
import { scheduleCount, scheduleRows } from './schedulesCache';

/** The schedules list for a search (already debounced and lower-cased), loaded page by page (GET /schedules pageNumber). */
export function useSchedulesList(search: string) {
  const query = useInfiniteQuery({
    queryKey: schedulesKeys.list(search),
    queryFn: ({ pageParam }) => fetchSchedulePage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const schedules = useMemo(() => scheduleRows(query.data), [query.data]);
  return { query, schedules, count: scheduleCount(query.data) };
}
