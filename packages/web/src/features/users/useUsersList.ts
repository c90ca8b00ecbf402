import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchUserPage, usersKeys } from './usersApi';
import { userList } from './usersCache';

/** The users list for a search (already debounced and lower-cased), 20 per page, loaded page by page. */
export function useUsersList(search: string) {
  return usePageNumberedList(userList, usersKeys.list(search), (pageNumber) => fetchUserPage(search, pageNumber));
}
