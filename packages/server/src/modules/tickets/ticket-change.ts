import type { Db, DbOrTx } from '../../db/database.js';
import type { EventSink } from '../../events/domain-events.js';
import { announceTicketUpdate } from './ticket-events.js';
import { ticketLogsRepository, type NewTicketLog } from './ticket-logs.repository.js';
import { ticketsRepository, type NewTicket, type TicketRow } from './tickets.repository.js';

export interface TicketChange {
  patch: Partial<NewTicket>;
  logs: Omit<NewTicketLog, 'ticketId'>[];
}

/** The ticket to change: by id, or as the caller read it a moment ago (the bot answering the message it read). */
export type TicketToChange = { companyId: number; ticketId: number } | { seen: TicketRow };

/**
 * A change the bot or a timer makes to one ticket: `decide` looks at the ticket as it is (undefined: nothing to do
 * any more), then the patch and its log entries are written together and the live events go out. Two deliveries of
 * one job, or two processes, cannot both act: the second sees the first one's result.
 *
 * A ticket the caller has `seen` is first changed without a lock, if its status, attendant and queue are still as
 * seen (tickets.repository updateIfAsSeen): no transaction round trips, and one statement for the changes of every
 * conversation answered at the same time. A ticket that moved on meanwhile, or that `decide` leaves alone as seen,
 * is decided again under its row lock, as it is now.
 */
export async function changeTicket(
  db: Db,
  events: EventSink,
  ticket: TicketToChange,
  decide: (locked: TicketRow, tx: DbOrTx) => Promise<TicketChange | undefined>,
): Promise<TicketRow | undefined> {
  if ('seen' in ticket) {
    const { seen } = ticket;
    const change = await decide(seen, db);
    if (change && Object.keys(change.patch).length > 0) {
      const after = await ticketsRepository.updateIfAsSeen(db, {
        companyId: seen.companyId,
        seen,
        values: change.patch,
        logs: change.logs,
      });
      if (after) {
        // Status, attendant, queue and group were as seen, so `seen` says who could see the ticket before.
        announceTicketUpdate(events, seen.companyId, seen, after);
        return after;
      }
    }
    return changeLocked(db, events, seen.companyId, seen.id, decide);
  }
  return changeLocked(db, events, ticket.companyId, ticket.ticketId, decide);
}

async function changeLocked(
  db: Db,
  events: EventSink,
  companyId: number,
  ticketId: number,
  decide: (locked: TicketRow, tx: DbOrTx) => Promise<TicketChange | undefined>,
): Promise<TicketRow | undefined> {
  const changed = await db.transaction(async (tx) => {
    const locked = await ticketsRepository.lockById(tx, companyId, ticketId);
    if (!locked) return undefined;
    const change = await decide(locked, tx);
    if (!change) return undefined;
    const after =
      Object.keys(change.patch).length === 0
        ? locked
        : await ticketsRepository.update(tx, companyId, ticketId, change.patch);
    if (!after) return undefined;
    await ticketLogsRepository.insert(
      tx,
      companyId,
      change.logs.map((log) => ({ ticketId, ...log })),
    );
    return { before: locked, after };
  });
  if (!changed) return undefined;
  announceTicketUpdate(events, companyId, changed.before, changed.after);
  return changed.after;
}
