import type { Db } from '../../db/database.js';
import { byId, ReadBatcher } from '../../db/read-batcher.js';
import { Coalescer } from '../../lib/coalescer.js';
import { KeyedSerialQueue } from '../../lib/keyed-serial-queue.js';
import { inboundRepository } from '../inbound/inbound.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { engineRepository } from './engine.repository.js';

interface Turn {
  ticketId: number;
  work: () => Promise<void>;
}

/**
 * One ticket's turns, one at a time, each deciding on the ticket as the previous turn left it (issue 35: a burst of
 * first messages was greeted two or three times). The row a message reaches the hooks with is as its write batch
 * left it, and a batch is written while the previous batch's hooks still run: several messages of a burst saw the
 * ticket before the greeting's change committed, and greeted again. Across processes (webhooks of one chat served
 * by two processes) two turns also ran at once. So a turn waits for the ticket's previous one, here (a queue per
 * ticket, so this does not rest on the inbound pipeline's order per chat) and on PostgreSQL in every process (an
 * advisory lock per ticket), and only then reads the ticket.
 *
 * The locks are taken by one transaction per group of turns that start together, held until the group's turns end:
 * the turns' own statements run on other connections (coalesced with the other turns', which is why a turn cannot
 * run inside the lock's transaction), so a transaction per turn would hold a connection per conversation answered
 * at once and could starve the pool. Turns arriving meanwhile form the next group, as a Coalescer gathers them, so
 * a process holds one connection for its locks. A group takes its locks in one global order (lockKeys), so groups
 * of two processes wait for each other but never deadlock. PGlite is one process's alone: the queue suffices.
 */
export class TicketTurns {
  private readonly queue = new KeyedSerialQueue();
  private readonly tickets: ReadBatcher<TicketRow>;
  private readonly locked: Coalescer<Turn, PromiseSettledResult<void>> | undefined;

  constructor(
    private readonly db: Db,
    acrossProcesses: boolean,
  ) {
    this.tickets = new ReadBatcher(async (companyId, ids) => byId(await engineRepository.ticketsByIds(db, companyId, ids)));
    this.locked = acrossProcesses ? new Coalescer((turns) => this.holdWhile(turns)) : undefined;
  }

  /** Runs `decide` on the ticket as it is now (read once the turn holds it); nothing when the ticket is gone. */
  run(companyId: number, ticketId: number, decide: (ticket: TicketRow) => Promise<void>): Promise<void> {
    const work = async () => {
      const ticket = await this.tickets.load(companyId, ticketId);
      if (ticket) await decide(ticket);
    };
    const { locked } = this;
    return this.queue.run(String(ticketId), async () => {
      if (!locked) return work();
      const outcome = await locked.submit({ ticketId, work });
      if (outcome.status === 'rejected') throw outcome.reason;
    });
  }

  /** The group's turns, run while its transaction holds their tickets' locks; one failing turn fails alone. */
  private holdWhile(turns: Turn[]): Promise<PromiseSettledResult<void>[]> {
    return this.db.transaction(async (tx) => {
      await inboundRepository.lockKeys(tx, turns.map(({ ticketId }) => `engine-turn:${ticketId}`));
      return Promise.allSettled(turns.map(({ work }) => work()));
    });
  }
}
