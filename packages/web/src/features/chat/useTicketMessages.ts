import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys, fetchMessages } from './chatApi';
import { mergeMessages } from './messageTimeline';
import { oldestMessageId } from './messagesCache';

/** The ticket's messages, oldest first, with the next older page loaded on demand (keyset `before`). */
export function useTicketMessages(ticketId: number) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(ticketId),
    queryFn: ({ pageParam }) => fetchMessages(ticketId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? oldestMessageId(last) : undefined),
  });
  const messages = useMemo(
    () => (query.data ? mergeMessages(query.data.pages.map((page) => page.messages)) : undefined),
    [query.data],
  );
  return { ...query, messages };
}
