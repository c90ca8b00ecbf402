import type { DbOrTx } from '../../db/database.js';
import { ticketLogsRepository } from './ticket-logs.repository.js';
import { ticketsRepository, type NewTicket, type TicketRow } from './tickets.repository.js';

/**
 * Opens a ticket, with its 'create' log entry by `actorId`, in the caller's transaction. Undefined when the contact
 * already has an active ticket on the connection (tickets_one_active_key decided): the caller says what that means.
 */
export async function openTicket(tx: DbOrTx, companyId: number, values: NewTicket, actorId: number | null): Promise<TicketRow | undefined> {
  const inserted = await ticketsRepository.insertIfNoActive(tx, companyId, values);
  if (inserted) await ticketLogsRepository.insert(tx, companyId, [{ ticketId: inserted.id, type: 'create', userId: actorId, queueId: inserted.queueId }]);
  return inserted;
}
