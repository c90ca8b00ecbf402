import type { Db } from '../../db/database.js';
import type { EventSink } from '../../events/domain-events.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { assertVisibleTo, loadTicketViewer } from './ticket-access.js';
import { announceTicketUpdate } from './ticket-events.js';
import { ticketUnreadRepository } from './ticket-unread.repository.js';
import { ticketsRepository } from './tickets.repository.js';

/**
 * POST /tickets/{id}/unread: the attendant puts a ticket back among the unread ones. The unread count is the
 * ticket's (tickets.unreadMessages, not a count per user), so the ticket shows unread (1) in the lists and the bell of
 * everyone who sees it, and opening its chat reads it again (GET /messages, POST /messages/{id}/read), as an unread
 * message would be.
 */
export async function markTicketUnread(db: Db, events: EventSink, auth: RequestAuth, ticketId: number): Promise<void> {
  const { companyId } = auth;
  const viewer = await loadTicketViewer(db, auth);
  const changed = await db.transaction(async (tx) => {
    const locked = assertVisibleTo(viewer, await ticketsRepository.lockById(tx, companyId, ticketId));
    const after = await ticketUnreadRepository.markUnread(tx, companyId, ticketId);
    return after && { before: locked, after };
  });
  if (changed) announceTicketUpdate(events, companyId, changed.before, changed.after);
}
