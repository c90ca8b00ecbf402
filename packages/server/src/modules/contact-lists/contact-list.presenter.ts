import { maskPhoneNumber, type ContactListItemView, type ContactListView } from '@guiche/shared';
import type { ContactListItemRow, ContactListRow } from './contact-lists.repository.js';

export function presentContactList(list: ContactListRow & { contactsCount: number }): ContactListView {
  return { id: list.id, name: list.name, contactsCount: list.contactsCount, createdAt: list.createdAt.toISOString() };
}

/** `hideNumber`: the reader sees numbers partly hidden under lgpdHideNumber (contacts.policy decides who). */
export function presentContactListItem(item: ContactListItemRow, hideNumber: boolean): ContactListItemView {
  return {
    id: item.id,
    name: item.name,
    number: hideNumber ? maskPhoneNumber(item.number) : item.number,
    email: item.email,
    isWhatsappValid: item.isWhatsappValid,
    contactListId: item.contactListId,
    companyId: item.companyId,
    variables: item.variables,
  };
}
