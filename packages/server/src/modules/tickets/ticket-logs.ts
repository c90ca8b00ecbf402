import type { DbOrTx } from '../../db/database.js';
import { ticketLogsRepository } from './ticket-logs.repository.js';

/**
 * Ticket log entries written outside the ticket service (spec 1 §2 ticket log view). The service writes create,
 * open, pending, closed, reopen, transfered, receivedTransfer, queue and nps on its own transitions; the ratings
 * service writes closed when a rating wait ends; the inbound pipeline writes the create entry of a ticket a
 * contact's message opens, with the ticket.
 */

/** The chatbot took the ticket (entered a queue's option tree); `queueId` is the queue whose bot runs. */
export async function logChatBot(
  db: DbOrTx,
  companyId: number,
  ticketId: number,
  queueId: number | null,
): Promise<void> {
  await ticketLogsRepository.insert(db, companyId, [{ ticketId, type: 'chatBot', queueId }]);
}

/** The ticket entered a queue without an attendant's action (the bot's choice, a connection's default queue). */
export async function logQueueEntered(db: DbOrTx, companyId: number, ticketId: number, queueId: number): Promise<void> {
  await ticketLogsRepository.insert(db, companyId, [{ ticketId, type: 'queue', queueId }]);
}

/**
 * A user opened the ticket's chat. Consecutive opens by the same user make one entry, so reloading the chat does not
 * flood the log.
 */
export async function logAccess(db: DbOrTx, companyId: number, ticketId: number, userId: number): Promise<void> {
  const latest = await ticketLogsRepository.latest(db, companyId, ticketId);
  if (latest?.type === 'access' && latest.userId === userId) return;
  await ticketLogsRepository.insert(db, companyId, [{ ticketId, type: 'access', userId }]);
}
