import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { nextPageNumber, type Identified, type PagedList } from './pagedList';
import { isNearBottom } from './scroll';

export interface PagedQuery<Page, Param> {
  queryKey: QueryKey;
  fetchPage(param: Param): Promise<Page>;
  firstPage: Param;
  /** The next page's parameter, or undefined after the last page. */
  nextPage(lastPage: Page, lastParam: Param): Param | undefined;
  enabled?: boolean;
}

/**
 * One infinite list as a screen shows it: the query, its rows once each, the server's count, and `scroll` for the
 * list's own scrolling box (`containerRef` and `onScroll`), which loads the next page within 100 px of the end
 * (spec 2 §9) or at once when the rows do not fill the box.
 */
export function usePagedList<Page extends object, Item extends Identified, Param>(
  list: PagedList<Page, Item>,
  paged: PagedQuery<Page, Param>,
) {
  const { queryKey, fetchPage, firstPage, nextPage, enabled } = paged;
  const query = useInfiniteQuery<Page, Error, InfiniteData<Page, Param>, QueryKey, Param>({
    queryKey,
    // The context's page parameter is a conditional type TypeScript cannot resolve for a generic Param; it is the
    // Param given as `initialPageParam` and answered by `getNextPageParam`.
    queryFn: ({ pageParam }) => fetchPage(pageParam as Param),
    initialPageParam: firstPage,
    getNextPageParam: (lastPage, _pages, lastParam) => nextPage(lastPage, lastParam),
    enabled,
  });
  const items = useMemo(() => list.items(query.data), [list, query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const containerRef = useRef<HTMLDivElement>(null);
  const onScroll = useCallback(() => {
    if (containerRef.current && hasNextPage && !isFetchingNextPage && isNearBottom(containerRef.current))
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // Rows that do not fill the box give no scroll event to wait for: check again whenever rows arrive.
  useEffect(() => onScroll(), [onScroll, items.length]);
  return {
    query,
    items,
    count: list.count(query.data),
    scroll: { containerRef, onScroll },
    loadingNextPage: isFetchingNextPage,
  };
}

/** `usePagedList` for the spec's usual list: pages by `pageNumber` from 1, each answer saying whether it `hasMore`. */
export function usePageNumberedList<Page extends { hasMore: boolean }, Item extends Identified>(
  list: PagedList<Page, Item>,
  queryKey: QueryKey,
  fetchPage: (pageNumber: number) => Promise<Page>,
) {
  return usePagedList(list, { queryKey, fetchPage, firstPage: 1, nextPage: nextPageNumber });
}

/** What a list's table needs of `usePagedList` to scroll and show its next page loading. */
export type PagedScroll = ReturnType<typeof usePagedList>['scroll'];
