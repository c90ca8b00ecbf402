import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unreadsOf, type ChatView } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { internalChatKeys, markChatRead } from './internalChatApi';
import { putChat, type ChatPages } from './internalChatCache';

/** While a chat is open, whatever arrives in it is read: the reader's count goes back to 0 (POST /chats/{id}/read). */
export function useMarkChatRead(chat: ChatView): void {
  const queryClient = useQueryClient();
  const { id: userId } = useCurrentUser();
  const unread = unreadsOf(chat, userId);
  useEffect(() => {
    if (unread === 0) return;
    markChatRead(chat.id, userId)
      .then((read) => {
        queryClient.setQueriesData<ChatPages>(
          { queryKey: internalChatKeys.lists },
          (pages) => pages && putChat(pages, read).data,
        );
        queryClient.setQueryData(internalChatKeys.chat(read.uuid), read);
        void queryClient.invalidateQueries({ queryKey: internalChatKeys.unreads });
      })
      // Not read now is read the next time: the count stays, nothing else depends on it.
      .catch(() => undefined);
  }, [chat.id, unread, userId, queryClient]);
}
