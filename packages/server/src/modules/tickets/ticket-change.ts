import type { Db, DbOrTx } from '../../db/database.js';
import { perHandle } from '../../db/prepared.js';
import type { EventSink } from '../../events/domain-events.js';
import { Coalescer } from '../../lib/coalescer.js';
import { announceTicketUpdate } from './ticket-events.js';
import { ticketLogsRepository, type NewTicketLog } from './ticket-logs.repository.js';
import { ticketsRepository, type NewTicket, type SeenChange, type TicketRow } from './tickets.repository.js';

export interface TicketChange {
  patch: Partial<NewTicket>;
  logs: Omit<NewTicketLog, 'ticketId'>[];
}

/**
 * A change the bot or a timer makes to one ticket, the way every ticket change is made: the row locked, `decide`
 * looks at it as it is now (undefined: nothing to do any more), the patch and log entries written in one transaction,
 * then the live events. Two deliveries of one job, or two processes, cannot both act: the second sees the first one's result.
 */
export async function changeTicket(
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
    const after = Object.keys(change.patch).length === 0 ? locked : await ticketsRepository.update(tx, companyId, ticketId, change.patch);
    if (!after) return undefined;
    await ticketLogsRepository.insert(tx, companyId, change.logs.map((log) => ({ ticketId, ...log })));
    return { before: locked, after };
  });
  if (!changed) return undefined;
  announceTicketUpdate(events, companyId, changed.before, changed.after, { stored: true });
  return changed.after;
}

/**
 * Per database handle, the bot's changes in flight together, written by one statement (see changeSeenTicket). One
 * change that cannot be written (its ticket deleted meanwhile) must not fail the others of its batch.
 */
const seenChanges = perHandle((db) => new Coalescer((batch: SeenChange[]) => ticketsRepository.updateManyIfAsSeen(db, batch), { isolateFailures: true }));

/**
 * A change decided on the ticket as `seen` a moment before (the bot answering the message it read), made when the
 * ticket's status, attendant and queue are still as seen: no lock, no transaction round trips, and one statement
 * for the changes of every conversation answered at the same time. A ticket that moved on meanwhile, or that
 * `decide` leaves alone as seen, goes the locked way, where `decide` looks at it as it is now.
 */
export async function changeSeenTicket(
  db: Db,
  events: EventSink,
  seen: TicketRow,
  decide: (locked: TicketRow, tx: DbOrTx) => Promise<TicketChange | undefined>,
): Promise<TicketRow | undefined> {
  const change = await decide(seen, db);
  if (change && Object.keys(change.patch).length > 0) {
    const after = await seenChanges(db).submit({ companyId: seen.companyId, seen, values: change.patch, logs: change.logs });
    if (after) {
      // Status, attendant, queue and group were as seen, so `seen` says who could see the ticket before.
      announceTicketUpdate(events, seen.companyId, seen, after, { stored: true });
      return after;
    }
  }
  return changeTicket(db, events, seen.companyId, seen.id, decide);
}
