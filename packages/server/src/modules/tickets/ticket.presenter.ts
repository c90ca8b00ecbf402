import type { ContactRow } from '../contacts/contacts.repository.js';
import type { TicketRow } from './tickets.repository.js';

/** A ticket as live events and (later) the ticket list carry it. */
export function presentTicket(ticket: TicketRow, contact: ContactRow | undefined) {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    lastMessage: ticket.lastMessage,
    unreadMessages: ticket.unreadMessages,
    updatedAt: ticket.updatedAt.toISOString(),
    contactId: ticket.contactId,
    whatsappId: ticket.whatsappId,
    queueId: ticket.queueId,
    userId: ticket.userId,
    channel: ticket.channel,
    isGroup: ticket.isGroup,
    fromMe: ticket.fromMe,
    contact: contact ? { id: contact.id, name: contact.name, number: contact.number, profilePicUrl: contact.profilePicUrl } : null,
  };
}
export type TicketView = ReturnType<typeof presentTicket>;
