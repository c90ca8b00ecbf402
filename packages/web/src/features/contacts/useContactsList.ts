import { usePageNumberedList } from '../../lib/usePagedList';
import { contactsKeys, fetchContactPage, type ContactFilters } from './contactsApi';
import { contactList } from './contactsCache';

/** The contacts list for a search and filters, loaded page by page (GET /contacts pageNumber). */
export function useContactsList(filters: ContactFilters) {
  return usePageNumberedList(contactList, contactsKeys.list(filters), (pageNumber) =>
    fetchContactPage(filters, pageNumber),
  );
}
