import type { EventSink, TicketAudienceFacts } from '../../events/domain-events.js';
import type { TicketRow } from './tickets.repository.js';

/** Who may see a ticket (spec 1 §5) and which status list shows it, as the ticket events carry it. */
export const factsOf = (ticket: TicketAudienceFacts): TicketAudienceFacts => ({ queueId: ticket.queueId, userId: ticket.userId, isGroup: ticket.isGroup, status: ticket.status });
const sameFacts = (a: TicketAudienceFacts, b: TicketAudienceFacts) =>
  a.queueId === b.queueId && a.userId === b.userId && a.isGroup === b.isGroup && a.status === b.status;

/** The state attendance cycles follow (see 'ticket.updated' sameState): a bot menu step that moves none of it is not a new moment. */
const STATE_FIELDS = ['status', 'queueId', 'userId', 'whatsappId', 'isGroup', 'isBot', 'botStartedAt', 'closedAt'] as const;
const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
const sameState = (before: TicketRow, after: TicketRow) => STATE_FIELDS.every((field) => sameValue(before[field], after[field]));

/**
 * Announces a ticket change: 'ticket.updated', with `before` when its audience changed (so the sockets that lose
 * sight of it drop it), and 'ticket.read' when the change read its messages. `stored`: `after` is the row as the
 * change wrote it (not the old row with the patch laid over), so listeners take it instead of reading it again.
 */
export function announceTicketUpdate(events: EventSink, companyId: number, before: TicketRow, after: TicketRow, { stored = false } = {}): void {
  const moved = !sameFacts(factsOf(before), factsOf(after));
  events.emit('ticket.updated', {
    companyId,
    ticketId: after.id,
    ...(moved ? { before: factsOf(before) } : {}),
    ...(stored ? { written: { ticket: after } } : {}),
    ...(sameState(before, after) ? { sameState: true as const } : {}),
  });
  if (before.unreadMessages > 0 && after.unreadMessages === 0) events.emit('ticket.read', { companyId, ticketId: after.id });
}
