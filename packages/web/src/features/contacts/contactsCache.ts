import type { InfiniteData } from '@tanstack/react-query';
import type { ContactEventPayload, TagRef } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import type { ContactPage } from './contactsApi';

/** Edits of the loaded pages of a contacts list, for live events and saves; the server's order is kept. */
export type ContactPages = InfiniteData<ContactPage>;

export const contactList = pagedList(
  (page: ContactPage) => page.contacts,
  (page, contacts) => ({ ...page, contacts }),
);

/** A contact's tags after a tag picker saved them. */
export function patchContactTags(data: ContactPages, contactId: number, tags: TagRef[]): ContactPages {
  return contactList.patch(data, contactId, (contact) => ({ ...contact, tags }));
}

/** A live `company-{id}-contact` event applied to a loaded list (a new contact: read the list again). */
export function applyContactEvent(
  data: ContactPages,
  event: ContactEventPayload,
): { data: ContactPages; refetch: boolean } {
  return contactList.applyEvent(
    data,
    event.action === 'delete'
      ? { action: 'delete', id: event.contactId }
      : { action: event.action, item: event.contact },
  );
}
