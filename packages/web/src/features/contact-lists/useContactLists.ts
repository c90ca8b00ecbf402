import type { ContactListItemListAnswer, ContactListListAnswer } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { contactListsKeys, fetchContactListItems, fetchContactListPage } from './contactListsApi';

const contactListList = pagedList(
  (page: ContactListListAnswer) => page.records,
  (page, records) => ({ ...page, records }),
);

const contactListItemList = pagedList(
  (page: ContactListItemListAnswer) => page.contacts,
  (page, contacts) => ({ ...page, contacts }),
);

/** The contact lists for a search (already debounced and lower-cased), loaded page by page (GET /contact-lists pageNumber). */
export function useContactLists(search: string) {
  return usePageNumberedList(contactListList, contactListsKeys.list(search), (pageNumber) =>
    fetchContactListPage(search, pageNumber),
  );
}

/** One list's contacts for a search, loaded page by page (GET /contact-list-items pageNumber). */
export function useContactListItems(contactListId: number, search: string) {
  return usePageNumberedList(contactListItemList, contactListsKeys.items(contactListId, search), (pageNumber) =>
    fetchContactListItems(contactListId, search, pageNumber),
  );
}
