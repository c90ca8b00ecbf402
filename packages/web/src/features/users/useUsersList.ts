import { nextPageNumber } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { fetchUserPage, usersKeys } from './usersApi';
import { userList } from './usersCache';

/** The users list for a search (already debounced and lower-cased), 20 per page, loaded page by page. */
export function useUsersList(search: string) {
  return usePagedList(userList, {
    queryKey: usersKeys.list(search),
    fetchPage: (pageNumber: number) => fetchUserPage(search, pageNumber),
    firstPage: 1,
    nextPage: nextPageNumber,
  });
}
