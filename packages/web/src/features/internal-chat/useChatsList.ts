import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchChatPage, internalChatKeys } from './internalChatApi';
import { chatList } from './internalChatCache';

/** The caller's chats for a search, loaded page by page (GET /chats pageNumber). */
export function useChatsList(search: string) {
  return usePageNumberedList(chatList, internalChatKeys.list(search), (pageNumber) =>
    fetchChatPage(search, pageNumber),
  );
}
