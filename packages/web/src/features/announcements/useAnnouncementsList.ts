import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { announcementsKeys, fetchAnnouncementPage } from './announcementsApi';

/** The announcements list for a search (already debounced), loaded page by page (GET /announcements/ pageNumber). */
export function useAnnouncementsList(search: string) {
  const query = useInfiniteQuery({
    queryKey: announcementsKeys.list(search),
    queryFn: ({ pageParam }) => fetchAnnouncementPage(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const announcements = useMemo(() => query.data?.pages.flatMap((page) => page.records) ?? [], [query.data]);
  return { query, announcements, count: query.data?.pages[0]?.count ?? 0 };
}
