import { and, asc, eq, exists, isNull, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { queues, tickets, userQueues, users } from '../../db/schema/index.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** Tickets one rotation run hands out at most (the rest wait for the next run). */
const RUN_LIMIT = 200;

export const rotationRepository = {
  /** Queues rotating now, in every company: their timers are (re)started when a server starts. */
  async rotatingQueues(tx: DbOrTx): Promise<{ companyId: number; queueId: number; minutes: number }[]> {
    return tx
      .select({ companyId: queues.companyId, queueId: queues.id, minutes: queues.tempoRoteador })
      .from(queues)
      .where(and(eq(queues.ativarRoteador, true), sql`${queues.tempoRoteador} > 0`));
  },

  /** The queue's attendants online now (users.online, kept by the sockets), ids ascending. */
  async onlineAttendants(tx: DbOrTx, companyId: number, queueId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userQueues, and(eq(userQueues.userId, users.id), eq(userQueues.queueId, queueId)))
      .where(and(eq(users.companyId, companyId), eq(users.online, true)))
      .orderBy(asc(users.id));
    return rows.map((row) => row.id);
  },

  /**
   * The queue's tickets waiting for an attendant, oldest first, locked for this run: pending, not held by the bot,
   * not groups, and either unassigned or assigned (by an earlier run) to someone who has gone offline since. Rows
   * another run holds are skipped, not waited for.
   */
  async lockWaiting(tx: DbOrTx, companyId: number, queueId: number): Promise<TicketRow[]> {
    const holderOnline = exists(
      tx
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.id, tickets.userId), eq(users.online, true))),
    );
    return tx
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.queueId, queueId),
          eq(tickets.status, 'pending'),
          eq(tickets.isBot, false),
          eq(tickets.isGroup, false),
          or(isNull(tickets.userId), not(holderOnline)),
        ),
      )
      .orderBy(asc(tickets.createdAt), asc(tickets.id))
      .limit(RUN_LIMIT)
      .for('update', { skipLocked: true });
  },
};
