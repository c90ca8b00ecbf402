import { rooms, serverEvents, type TicketSnoozeEndedPayload } from '@guiche/shared';
import type { Db } from '../db/database.js';
import type { DomainEvents } from '../events/domain-events.js';
import { ticketViewsReader, ticketsReader } from '../modules/tickets/index.js';
import { masksNumberFor, presentTicketView } from '../modules/tickets/ticket.presenter.js';
import { isTicketVisibleTo } from '../modules/tickets/ticket-visibility.js';
import type { Broadcaster } from './broadcaster.js';

/**
 * A snooze that ran out is told, as a notification, to whoever snoozed the ticket and to its attendant: the `ticket`
 * event's `snoozeEnded` action on their own sockets only, and only while they may still see the ticket. Everyone who
 * sees it hears it come back in the ticket's `update` (conversation-listeners.ts).
 */
export function registerTicketSnoozeListeners(io: Broadcaster, events: DomainEvents, db: Db): void {
  events.on('ticket.snoozeEnded', async ({ companyId, ticketId, userIds }) => {
    const row = await ticketViewsReader.load(db, companyId, ticketId);
    if (!row) return;
    const viewers = await Promise.all(userIds.map((userId) => ticketsReader.findViewer(db, companyId, userId)));
    for (const viewer of viewers) {
      if (!viewer || !isTicketVisibleTo(viewer, row.ticket)) continue;
      const payload: TicketSnoozeEndedPayload = {
        action: 'snoozeEnded',
        ticket: presentTicketView(row, { readerIsProfileUser: masksNumberFor(viewer) }),
      };
      io.to(rooms.user(companyId, viewer.userId)).emit(serverEvents.ticket(companyId), payload);
    }
  });
}
