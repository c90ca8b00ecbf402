import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { ServiceHours } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { companies, contacts, queues, tickets, whatsappQueues } from '../../db/schema/index.js';
import type { QueueRow } from '../queues/queues.repository.js';

/** Read for every message the engine handles. */
const queuesOfConnection = preparedPerHandle((tx) =>
  tx
    .select({ queue: queues })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(and(eq(whatsappQueues.whatsappId, sql.placeholder('whatsappId')), eq(queues.companyId, sql.placeholder('companyId'))))
    .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id))
    .prepare('engine_queues_of_connection'),
);

/** The reads and writes of the conversation engine that no other module offers. */
export const engineRepository = {
  /** The connection's queues as its menu lists them: by orderQueue (unordered last), then name. */
  async queuesOf(tx: DbOrTx, companyId: number, whatsappId: number): Promise<QueueRow[]> {
    const rows = await queuesOfConnection(tx).execute({ companyId, whatsappId });
    return rows.map((row) => row.queue);
  },

  async companySchedules(tx: DbOrTx, companyId: number): Promise<ServiceHours[]> {
    const [row] = await tx.select({ schedules: companies.schedules }).from(companies).where(eq(companies.id, companyId));
    return row?.schedules ?? [];
  },

  /** The ticket's place among the queue's pending tickets nobody holds yet, oldest first (1 = next). */
  async queuePosition(tx: DbOrTx, companyId: number, queueId: number, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.queueId, queueId), eq(tickets.status, 'pending'), sql`${tickets.userId} is null`, lte(tickets.id, ticketId)));
    return Math.max(row?.value ?? 1, 1);
  },

  async acceptLgpd(tx: DbOrTx, companyId: number, contactId: number, at: Date): Promise<void> {
    await tx
      .update(contacts)
      .set({ lgpdAcceptedAt: at })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  },
};
