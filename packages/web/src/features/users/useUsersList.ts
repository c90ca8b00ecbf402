import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchUserPage, usersKeys } from './usersApi';
import { rowsOf } from './usersCache';

/** The users list for a search (already debounced and lower-cased), 20 per page, loaded page by page. */
export function useUsersList(search: string) {
  const query = useInfiniteQuery({
    queryKey: usersKeys.list(search),
    queryFn: ({ pageParam }) => fetchUserPage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const users = useMemo(() => rowsOf(query.data), [query.data]);
  return { query, users };
}
