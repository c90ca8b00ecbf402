import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchChatUnreads, internalChatKeys } from './internalChatApi';

/**
 * The reader's unread internal-chat messages over every chat (the app bar's badge), read again whenever one of the
 * reader's chats changes (a message, a read, a chat gone). Off (0) when the plan has no internal chat.
 */
export function useChatUnreads(enabled: boolean): number {
  const queryClient = useQueryClient();
  const { companyId, id: userId } = useCurrentUser();
  const query = useQuery({ queryKey: internalChatKeys.unreads, queryFn: fetchChatUnreads, enabled });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: internalChatKeys.unreads });
  useSocketEvent(enabled ? serverEvents.chatUser(companyId, userId) : null, refresh);
  useSocketEvent(enabled ? serverEvents.chat(companyId) : null, refresh);
  return enabled ? (query.data ?? 0) : 0;
}
