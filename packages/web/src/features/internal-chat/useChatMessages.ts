import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchChatMessages, internalChatKeys } from './internalChatApi';
import { chatMessageRows } from './internalChatCache';

/** One chat's messages, oldest first; the next page is the older one (GET /chats/{id}/messages pageNumber). */
export function useChatMessages(chatId: number) {
  const query = useInfiniteQuery({
    queryKey: internalChatKeys.messages(chatId),
    queryFn: ({ pageParam }) => fetchChatMessages(chatId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const messages = useMemo(() => chatMessageRows(query.data), [query.data]);
  return { query, messages };
}
