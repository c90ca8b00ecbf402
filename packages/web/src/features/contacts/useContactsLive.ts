import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contactViewSchema, serverEvents, type ContactEventPayload } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { contactsKeys } from './contactsApi';
import { applyContactEvent, type ContactPages } from './contactsCache';

/** `company-{id}-contact` as the contacts screen reads it (shared ContactEventPayload). */
const contactEventSchema: z.ZodType<ContactEventPayload> = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['create', 'update']), contact: contactViewSchema }),
  z.object({ action: z.literal('delete'), contactId: z.number().int() }),
]);

/** Keeps the loaded contacts lists, the open contact and its tags live. */
export function useContactsLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.contact(companyId), (payload) => {
    const parsed = contactEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    let refetch = false;
    queryClient.setQueriesData<ContactPages>({ queryKey: contactsKeys.lists }, (pages) => {
      if (!pages) return pages;
      const applied = applyContactEvent(pages, event);
      refetch ||= applied.refetch;
      return applied.data;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
    if (event.action === 'delete') {
      queryClient.removeQueries({ queryKey: contactsKeys.detail(event.contactId) });
      queryClient.removeQueries({ queryKey: contactsKeys.tags(event.contactId) });
    } else {
      queryClient.setQueryData(contactsKeys.detail(event.contact.id), event.contact);
      queryClient.setQueryData(contactsKeys.tags(event.contact.id), event.contact.tags);
    }
  });
}
