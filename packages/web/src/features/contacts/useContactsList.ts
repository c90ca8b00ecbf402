import { nextPageNumber } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { contactsKeys, fetchContactPage, type ContactFilters } from './contactsApi';
import { contactList } from './contactsCache';

/** The contacts list for a search and filters, loaded page by page (GET /contacts pageNumber). */
export function useContactsList(filters: ContactFilters) {
  return usePagedList(contactList, {
    queryKey: contactsKeys.list(filters),
    fetchPage: (pageNumber: number) => fetchContactPage(filters, pageNumber),
    firstPage: 1,
    nextPage: nextPageNumber,
  });
}
