import { and, desc, eq } from 'drizzle-orm';
import type { TicketLogEntry, TicketLogType } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { queues, ticketLogs, users } from '../../db/schema/index.js';

export interface NewTicketLog {
  ticketId: number;
  type: TicketLogType;
  userId?: number | null | undefined;
  queueId?: number | null | undefined;
}

/** The log list of one ticket is bounded: a ticket's lifetime holds a few dozen entries, a drawer shows the latest. */
export const TICKET_LOG_LIMIT = 200;

export const ticketLogsRepository = {
  async insert(tx: DbOrTx, companyId: number, entries: NewTicketLog[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.insert(ticketLogs).values(
      entries.map((entry) => ({
        companyId,
        ticketId: entry.ticketId,
        type: entry.type,
        userId: entry.userId ?? null,
        queueId: entry.queueId ?? null,
      })),
    );
  },

  /** The ticket's latest entry (to avoid logging the same access twice in a row). */
  async latest(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
  ): Promise<{ type: TicketLogType; userId: number | null } | undefined> {
    const [row] = await tx
      .select({ type: ticketLogs.type, userId: ticketLogs.userId })
      .from(ticketLogs)
      .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
      .orderBy(desc(ticketLogs.id))
      .limit(1);
    return row;
  },

  /** Newest first, with the user and queue each entry names. */
  async list(tx: DbOrTx, companyId: number, ticketId: number): Promise<TicketLogEntry[]> {
    const rows = await tx
      .select({
        id: ticketLogs.id,
        type: ticketLogs.type,
        createdAt: ticketLogs.createdAt,
        user: { id: users.id, name: users.name },
        queue: { id: queues.id, name: queues.name, color: queues.color },
      })
      .from(ticketLogs)
      .leftJoin(users, eq(users.id, ticketLogs.userId))
      .leftJoin(queues, eq(queues.id, ticketLogs.queueId))
      .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
      .orderBy(desc(ticketLogs.id))
      .limit(TICKET_LOG_LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },
};
