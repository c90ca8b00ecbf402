import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contactViewSchema, serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { contactsKeys, fetchContact } from '../contacts/contactsApi';

const contactEventSchema = z.object({ action: z.enum(['update', 'create']), contact: contactViewSchema });

/** The drawer's contact (GET /contacts/{id}), kept current by the live `contact` event. */
export function useDrawerContact(contactId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.contact(companyId), (payload) => {
    const event = contactEventSchema.safeParse(payload);
    if (event.success && event.data.contact.id === contactId)
      queryClient.setQueryData(contactsKeys.detail(contactId), event.data.contact);
  });
  return useQuery({ queryKey: contactsKeys.detail(contactId), queryFn: () => fetchContact(contactId), enabled });
}
