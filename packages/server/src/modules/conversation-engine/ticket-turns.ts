import type { Db } from '../../db/database.js';
import { byId, ReadBatcher } from '../../db/read-batcher.js';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { engineRepository } from './engine.repository.js';

/**
 * One ticket's turns, one at a time, each deciding on the ticket as the previous turn left it (issue 35: a burst of
 * first messages was greeted two or three times). The row a message reaches the hooks with is as its write batch
 * left it, and a batch is written while the previous batch's hooks still run: several messages of a burst saw the
 * ticket before the greeting's change committed, and greeted again. So a turn waits for the ticket's previous one (a
 * queue per ticket, so this does not rest on the inbound pipeline's order per chat), and only then reads the ticket.
 *
 * This holds within a process: a WhatsApp session's messages all arrive where the session runs. Webhooks of one chat
 * served by two processes still decide apart. A lock held across the turn was tried and left out: a turn may wait
 * seconds on an integration (an AI prompt, Typebot), and holding a database lock, with its connection, that long made
 * every other conversation's turns wait behind it.
 */
export class TicketTurns {
  private readonly queue = new KeyedSerialQueue();
  private readonly tickets: ReadBatcher<TicketRow>;

  constructor(db: Db) {
    this.tickets = new ReadBatcher(async (companyId, ids) => byId(await engineRepository.ticketsByIds(db, companyId, ids)));
  }

  /** Runs `decide` on the ticket as it is now (read once the turn holds it); nothing when the ticket is gone. */
  run(companyId: number, ticketId: number, decide: (ticket: TicketRow) => Promise<void>): Promise<void> {
    return this.queue.run(String(ticketId), async () => {
      const ticket = await this.tickets.load(companyId, ticketId);
      if (ticket) await decide(ticket);
    });
  }
}
