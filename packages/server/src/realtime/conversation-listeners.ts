import { rooms, serverEvents } from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import type { TicketViews } from '../modules/tickets/ticket-views.js';
import type { TicketView } from '../modules/tickets/ticket.presenter.js';
import type { AppSocketServer } from './socket-server.js';

/**
 * Tickets and messages → sockets: the open chat box (ticket room), the lists of its status, and the notification
 * room. Narrowing these to the users allowed to see each ticket (spec 1 §5 visibility) comes with the inbox.
 */
export function registerConversationListeners(io: AppSocketServer, events: DomainEvents, views: TicketViews): void {
  const audience = (companyId: number, ticket: TicketView) =>
    io
      .to(rooms.ticket(companyId, String(ticket.id)))
      .to(rooms.ticket(companyId, ticket.uuid))
      .to(rooms.ticketStatus(companyId, ticket.status))
      .to(rooms.notification(companyId));

  const emitTicket = async (companyId: number, ticketId: number) => {
    const ticket = await views.ticket(companyId, ticketId);
    if (ticket) audience(companyId, ticket).emit(serverEvents.ticket(companyId), { action: 'update', ticket });
  };
  events.on('ticket.created', ({ companyId, ticketId }) => emitTicket(companyId, ticketId));
  events.on('ticket.updated', ({ companyId, ticketId }) => emitTicket(companyId, ticketId));

  const emitMessage = async (companyId: number, ticketId: number, messageId: number, action: 'create' | 'update') => {
    const [ticket, message] = await Promise.all([views.ticket(companyId, ticketId), views.message(companyId, messageId)]);
    if (!ticket || !message) return;
    audience(companyId, ticket).emit(serverEvents.appMessage(companyId), { action, message, ticket, contact: ticket.contact });
  };
  events.on('message.created', ({ companyId, ticketId, messageId }) => emitMessage(companyId, ticketId, messageId, 'create'));
  events.on('message.updated', ({ companyId, ticketId, messageId }) => emitMessage(companyId, ticketId, messageId, 'update'));

  events.on('contact.presence', ({ companyId, whatsappId, chatId, state }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.presence(companyId), { action: 'update', whatsappId, chatId, presence: state });
  });
}
