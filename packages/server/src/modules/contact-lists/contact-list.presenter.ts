import type { ContactListItemView, ContactListView } from '@guiche/shared';
import type { ContactListItemRow, ContactListRow } from './contact-lists.repository.js';

export function presentContactList(list: ContactListRow & { contactsCount: number }): ContactListView {
  return { id: list.id, name: list.name, contactsCount: list.contactsCount, createdAt: list.createdAt.toISOString() };
}

export function presentContactListItem(item: ContactListItemRow): ContactListItemView {
  return {
    id: item.id,
    name: item.name,
    number: item.number,
    email: item.email,
    isWhatsappValid: item.isWhatsappValid,
    contactListId: item.contactListId,
    companyId: item.companyId,
    variables: item.variables,
  };
}
