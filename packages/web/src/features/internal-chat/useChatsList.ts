import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchChatPage, internalChatKeys } from './internalChatApi';
import { chatRows } from './internalChatCache';

/** The caller's chats for a search, loaded page by page (GET /chats pageNumber). */
export function useChatsList(search: string) {
  const query = useInfiniteQuery({
    queryKey: internalChatKeys.list(search),
    queryFn: ({ pageParam }) => fetchChatPage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const chats = useMemo(() => chatRows(query.data), [query.data]);
  return { query, chats };
}
