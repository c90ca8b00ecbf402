import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchChatUnreads, internalChatKeys } from './internalChatApi';

/**
 * The reader's unread internal-chat messages over every chat (the app bar's badge), read again whenever one of the
 * reader's chats changes (a message, a read, a chat gone). Used only where the plan has the internal chat.
 */
export function useChatUnreads(): number {
  const queryClient = useQueryClient();
  const { companyId, id: userId } = useCurrentUser();
  const query = useQuery({ queryKey: internalChatKeys.unreads, queryFn: fetchChatUnreads });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: internalChatKeys.unreads });
  useSocketEvent(serverEvents.chatUser(companyId, userId), refresh);
  useSocketEvent(serverEvents.chat(companyId), refresh);
  return query.data ?? 0;
}
