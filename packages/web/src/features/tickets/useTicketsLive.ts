import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PRESENCE_STATES, serverEvents, tagRefSchema, ticketViewSchema } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { applyTicketToLists, editTicketLists } from './ticketListsSync';
import { markRead, patchContact, setPresence, ticketList } from './ticketsCache';

/** `company-{id}-ticket` (shared TicketEventPayload). */
const ticketEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), ticket: ticketViewSchema }),
  z.object({ action: z.literal('delete'), ticketId: z.number().int() }),
  z.object({ action: z.literal('updateUnread'), ticketId: z.number().int() }),
]);

/** `company-{id}-appMessage` (shared AppMessageEventPayload): the lists read only the ticket it carries. */
export const appMessageEventSchema = z.object({
  action: z.enum(['create', 'update']),
  message: z.object({
    id: z.number().int(),
    body: z.string(),
    fromMe: z.boolean(),
    isPrivate: z.boolean(),
    mediaType: z.string().nullable(),
  }),
  ticket: ticketViewSchema,
});

const presenceEventSchema = z.object({
  action: z.literal('update'),
  ticketId: z.number().int(),
  presence: z.enum(PRESENCE_STATES),
});

const contactEventSchema = z.object({
  action: z.enum(['create', 'update']),
  contact: z.object({
    id: z.number().int(),
    name: z.string(),
    number: z.string().nullable(),
    tags: z.array(tagRefSchema),
  }),
});

/**
 * Keeps every cached ticket list (the manager's tabs and the bell's) in step with the socket, in place: a changed
 * ticket moves to the top of the lists it belongs to and leaves the others (so it walks from pending to assigned),
 * a deleted one leaves, a read one loses its unread count. Applying an event twice changes nothing, so the manager
 * and the bell may both listen.
 */
export function useTicketsLive(): void {
  const queryClient = useQueryClient();
  const { companyId, id: viewerId } = useCurrentUser();

  const eachList = (edit: Parameters<typeof editTicketLists>[1]) => editTicketLists(queryClient, edit);

  useSocketEvent(serverEvents.ticket(companyId), (payload) => {
    const event = ticketEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    if (data.action === 'update') applyTicketToLists(queryClient, data.ticket, viewerId);
    else if (data.action === 'delete') eachList((pages) => ticketList.remove(pages, data.ticketId));
    else eachList((pages) => markRead(pages, data.ticketId));
  });

  useSocketEvent(serverEvents.appMessage(companyId), (payload) => {
    const event = appMessageEventSchema.safeParse(payload);
    if (!event.success) return;
    const { action, message, ticket } = event.data;
    // A contact's new message ends the ticket's snooze: the server ends it as the message is stored, and this event
    // may carry the ticket as it was read a moment before that.
    const woken = action === 'create' && !message.fromMe ? { ...ticket, snoozedUntil: null } : ticket;
    // A new message is news (to the top); an edit or an ack only refreshes the row.
    applyTicketToLists(queryClient, woken, viewerId, action === 'create');
  });

  useSocketEvent(serverEvents.presence(companyId), (payload) => {
    const event = presenceEventSchema.safeParse(payload);
    if (event.success) eachList((pages) => setPresence(pages, event.data.ticketId, event.data.presence));
  });

  useSocketEvent(serverEvents.contact(companyId), (payload) => {
    const event = contactEventSchema.safeParse(payload);
    if (event.success) eachList((pages) => patchContact(pages, event.data.contact));
  });
}
