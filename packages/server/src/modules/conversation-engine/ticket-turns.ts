import type { Db } from '../../db/database.js';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { engineRepository } from './engine.repository.js';

/**
 * Another turn of the ticket acted between this turn's read and its write: in another process (webhooks of one chat
 * served by two processes), or an attendant. The turn is decided again on the ticket as it is now.
 */
export class TurnRaced extends Error {}

/**
 * How many times a turn is decided again after losing a race. Each retry follows a turn another process committed
 * meanwhile (every invalid answer of a burst moves the ticket's counter), so a turn can lose once per message the
 * other processes answer while it decides: with three tries, a burst of 50 split over two servers left one message
 * unanswered now and then. Progress is made on every loss, so the bound only stops a runaway (a turn state that
 * never compares equal), far above any burst's share of another process.
 */
const TURN_ATTEMPTS = 100;

/** Whether `now` is still the ticket the turn decided on: status, attendant, queue and the bot's own state. */
export function sameTurn(seen: TicketRow, now: TicketRow): boolean {
  return (
    seen.status === now.status &&
    seen.userId === now.userId &&
    seen.queueId === now.queueId &&
    (seen.botStartedAt === null) === (now.botStartedAt === null) &&
    seen.chatbotOptionId === now.chatbotOptionId &&
    seen.amountUsedBotQueues === now.amountUsedBotQueues
  );
}

/**
 * One ticket's turns, one at a time, each deciding on the ticket as the previous turn left it (issue 35: a burst of
 * first messages was greeted two or three times). The row a message reaches the hooks with is as its write batch
 * left it, and a batch is written while the previous batch's hooks still run: several messages of a burst saw the
 * ticket before the greeting's change committed, and greeted again. So a turn waits for the ticket's previous one (a
 * queue per ticket, so this does not rest on the inbound pipeline's order per chat), and only then reads the ticket.
 *
 * Across processes (webhooks of one chat served by two of them) turns are optimistic: a turn's change is written
 * only while the ticket's turn state is as the turn read it (updateManyIfAsSeen, then sameTurn under the row lock),
 * and a turn that lost is decided again on the ticket as the winner left it (TurnRaced). A lock held across the turn
 * was tried and left out: a turn may wait seconds on an integration (an AI prompt, Typebot), and holding a database
 * lock, with its connection, that long made every other conversation's turns wait behind it.
 */
export class TicketTurns {
  private readonly queue = new KeyedSerialQueue();

  constructor(private readonly db: Db) {}

  /** Runs `decide` on the ticket as it is now (read once the turn holds it); nothing when the ticket is gone. */
  run(companyId: number, ticketId: number, decide: (ticket: TicketRow) => Promise<void>): Promise<void> {
    return this.queue.run(String(ticketId), async () => {
      for (let attempt = 1; ; attempt++) {
        // A retry reads alone: the batched read may predate the change the turn lost to.
        const ticket =
          attempt === 1
            ? await engineRepository.loadTicket(this.db, companyId, ticketId)
            : (await engineRepository.ticketsByIds(this.db, companyId, [ticketId]))[0];
        if (!ticket) return;
        try {
          return await decide(ticket);
        } catch (error) {
          if (!(error instanceof TurnRaced) || attempt >= TURN_ATTEMPTS) throw error;
        }
      }
    });
  }
}
