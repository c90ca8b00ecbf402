import type { InfiniteData } from '@tanstack/react-query';
import type { ContactEventPayload, ContactView, TagRef } from '@guiche/shared';
import type { ContactPage } from './contactsApi';

/** Edits of the loaded pages of a contacts list, for live events and saves; the server's order is kept. */
export type ContactPages = InfiniteData<ContactPage>;

/** Every row of the pages, once each: a contact that moved to a later page between two loads is not shown twice. */
export function rowsOf(data: ContactPages | undefined): ContactView[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.contacts.filter((contact) => {
      if (seen.has(contact.id)) return false;
      seen.add(contact.id);
      return true;
    }),
  );
}

/** The total the server counted for the list's filters (the first page's, as later pages may lag behind edits). */
export function countOf(data: ContactPages | undefined): number | undefined {
  return data?.pages[0]?.count;
}

function holds(data: ContactPages, contactId: number): boolean {
  return data.pages.some((page) => page.contacts.some((contact) => contact.id === contactId));
}

/** Puts a contact's new state into its row, wherever it is; a list without it is returned as is. */
export function patchContact(data: ContactPages, changed: ContactView): ContactPages {
  if (!holds(data, changed.id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      contacts: page.contacts.map((contact) => (contact.id === changed.id ? changed : contact)),
    })),
  };
}

/** A contact's tags after a tag picker saved them. */
export function patchContactTags(data: ContactPages, contactId: number, tags: TagRef[]): ContactPages {
  if (!holds(data, contactId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      contacts: page.contacts.map((contact) => (contact.id === contactId ? { ...contact, tags } : contact)),
    })),
  };
}

/** Drops a deleted contact's row and counts one contact fewer. */
export function removeContact(data: ContactPages, contactId: number): ContactPages {
  if (!holds(data, contactId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      count: Math.max(0, page.count - 1),
      contacts: page.contacts.filter((contact) => contact.id !== contactId),
    })),
  };
}

/**
 * A live `company-{id}-contact` event applied to a loaded list. An update lands in place and a delete leaves at
 * once; whether a new contact belongs to this list (search, channel, tags) and where is the server's call, so
 * `refetch` tells the caller to read the list again.
 */
export function applyContactEvent(data: ContactPages, event: ContactEventPayload): { data: ContactPages; refetch: boolean } {
  switch (event.action) {
    case 'update':
      return { data: patchContact(data, event.contact), refetch: false };
    case 'delete':
      return { data: removeContact(data, event.contactId), refetch: false };
    case 'create':
      return { data, refetch: true };
  }
}
