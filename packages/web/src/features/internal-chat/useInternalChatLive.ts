import { useQueryClient } from '@tanstack/react-query';
import { serverEvents, type ChatView } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { chatDeleteEventSchema, chatRoomEventSchema, chatUserEventSchema } from './chatEvents';
import { internalChatKeys } from './internalChatApi';
import { appendChatMessage, chatList, putChat, type ChatMessagePages, type ChatPages } from './internalChatCache';

/**
 * Keeps the chats screen live (spec 1 §7): the reader's own channel moves and updates list entries, the company's
 * chat channel drops deleted chats, and the open chat's channel brings its new messages. `onGone` hears that the
 * open chat was deleted or the reader taken out of it.
 */
export function useInternalChatLive(openChatId: number | null, onGone: (chatId: number) => void): void {
  const queryClient = useQueryClient();
  const { companyId, id: userId } = useCurrentUser();

  const storeChat = (chat: ChatView) => {
    let refetch = false;
    queryClient.setQueriesData<ChatPages>({ queryKey: internalChatKeys.lists }, (pages) => {
      if (!pages) return pages;
      const applied = putChat(pages, chat);
      refetch ||= applied.refetch;
      return applied.data;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: internalChatKeys.lists });
    queryClient.setQueryData(internalChatKeys.chat(chat.uuid), chat);
  };

  useSocketEvent(serverEvents.chatUser(companyId, userId), (payload) => {
    const parsed = chatUserEventSchema.safeParse(payload);
    if (parsed.success) storeChat(parsed.data.record);
  });

  useSocketEvent(serverEvents.chat(companyId), (payload) => {
    const parsed = chatDeleteEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const chatId = parsed.data.id;
    queryClient.setQueriesData<ChatPages>(
      { queryKey: internalChatKeys.lists },
      (pages) => pages && chatList.remove(pages, chatId),
    );
    queryClient.removeQueries({ queryKey: internalChatKeys.messages(chatId) });
    if (chatId === openChatId) onGone(chatId);
  });

  useSocketEvent(openChatId === null ? null : serverEvents.chatRoom(companyId, openChatId), (payload) => {
    const parsed = chatRoomEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.action === 'new-message') {
      queryClient.setQueryData<ChatMessagePages>(
        internalChatKeys.messages(event.newMessage.chatId),
        (pages) => pages && appendChatMessage(pages, event.newMessage),
      );
    }
    storeChat(event.chat);
  });
}
