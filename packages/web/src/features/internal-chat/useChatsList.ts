import { nextPageNumber } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { fetchChatPage, internalChatKeys } from './internalChatApi';
import { chatList } from './internalChatCache';

/** The caller's chats for a search, loaded page by page (GET /chats pageNumber). */
export function useChatsList(search: string) {
  return usePagedList(chatList, {
    queryKey: internalChatKeys.list(search),
    fetchPage: (pageNumber: number) => fetchChatPage(search, pageNumber),
    firstPage: 1,
    nextPage: nextPageNumber,
  });
}
