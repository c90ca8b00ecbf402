import type { EventSink, TicketAudienceFacts } from '../../events/domain-events.js';
import type { TicketRow } from './tickets.repository.js';

/** Who may see a ticket (spec 1 §5) and which status list shows it, as the ticket events carry it. */
export const factsOf = (ticket: TicketAudienceFacts): TicketAudienceFacts => ({
  queueId: ticket.queueId,
  userId: ticket.userId,
  isGroup: ticket.isGroup,
  status: ticket.status,
});
const sameFacts = (a: TicketAudienceFacts, b: TicketAudienceFacts) =>
  a.queueId === b.queueId && a.userId === b.userId && a.isGroup === b.isGroup && a.status === b.status;

/**
 * Announces a ticket change: 'ticket.updated', with `before` when its audience changed (so the sockets that lose
 * sight of it drop it) and `byUserId` when a user's request made it, and 'ticket.read' when the change read its messages.
 */
export function announceTicketUpdate(
  events: EventSink,
  companyId: number,
  before: TicketRow,
  after: TicketRow,
  byUserId?: number,
): void {
  const moved = !sameFacts(factsOf(before), factsOf(after));
  events.emit('ticket.updated', {
    companyId,
    ticketId: after.id,
    ...(moved ? { before: factsOf(before) } : {}),
    ...(byUserId === undefined ? {} : { byUserId }),
  });
  if (before.unreadMessages > 0 && after.unreadMessages === 0)
    events.emit('ticket.read', { companyId, ticketId: after.id });
}
