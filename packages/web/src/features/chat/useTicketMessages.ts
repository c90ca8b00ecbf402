import { useCallback, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { chatKeys, fetchMessages } from './chatApi';
import { mergeMessages } from './messageTimeline';
import { oldestMessageId, type MessagePages } from './messagesCache';

const holds = (pages: MessagePages['pages'] | undefined, id: number) =>
  (pages ?? []).some((page) => page.messages.some((message) => message.id === id));

/** The ticket's messages, oldest first, with the next older page loaded on demand (keyset `before`). */
export function useTicketMessages(ticketId: number) {
  const queryClient = useQueryClient();
  // While the chat jumps to a message, the older pages it loads reach down to it (`until`) in one request.
  const until = useRef<number | undefined>(undefined);
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(ticketId),
    queryFn: ({ pageParam }) => fetchMessages(ticketId, pageParam, until.current),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? oldestMessageId(last) : undefined),
  });
  const messages = useMemo(
    () => (query.data ? mergeMessages(query.data.pages.map((page) => page.messages)) : undefined),
    [query.data],
  );
  const { fetchNextPage } = query;

  /**
   * Loads older pages until message `id` is among the loaded ones (or there is nothing older); answers whether it
   * is. A message further back than one page reaches takes a few more.
   */
  const loadUntil = useCallback(
    async (id: number): Promise<boolean> => {
      if (holds(queryClient.getQueryData<MessagePages>(chatKeys.messages(ticketId))?.pages, id)) return true;
      until.current = id;
      try {
        for (;;) {
          const result = await fetchNextPage();
          if (holds(result.data?.pages, id)) return true;
          if (result.isError || !result.hasNextPage) return false;
        }
      } finally {
        until.current = undefined;
      }
    },
    [fetchNextPage, queryClient, ticketId],
  );
  return { ...query, messages, loadUntil };
}
