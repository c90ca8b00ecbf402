import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { queueIntegrations } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type QueueIntegrationRow = typeof queueIntegrations.$inferSelect;
export type QueueIntegrationValues = Omit<
  typeof queueIntegrations.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

const byId = (companyId: number, id: number) =>
  and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.id, id));

export const queueIntegrationsRepository = {
  async page(
    tx: DbOrTx,
    companyId: number,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: QueueIntegrationRow[]; count: number }> {
    const where = and(
      eq(queueIntegrations.companyId, companyId),
      search ? ilike(queueIntegrations.name, containsPattern(search)) : undefined,
    );
    const [rows, total] = await Promise.all([
      tx
        .select()
        .from(queueIntegrations)
        .where(where)
        .orderBy(asc(queueIntegrations.name), asc(queueIntegrations.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ value: count() }).from(queueIntegrations).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<QueueIntegrationRow | undefined> {
    const [row] = await tx.select().from(queueIntegrations).where(byId(companyId, id));
    return row;
  },

  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<QueueIntegrationRow | undefined> {
    const [row] = await tx.select().from(queueIntegrations).where(byId(companyId, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: QueueIntegrationValues): Promise<QueueIntegrationRow> {
    const [row] = await tx
      .insert(queueIntegrations)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into queue_integrations returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<QueueIntegrationValues>): Promise<void> {
    await tx.update(queueIntegrations).set(values).where(byId(companyId, id));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(queueIntegrations).where(byId(companyId, id));
  },

  /** The run-time outcome shown on the row: a failure's reason, or null once the integration answers again. */
  async recordOutcome(tx: DbOrTx, companyId: number, id: number, error: string | null, at: Date): Promise<boolean> {
    const rows = await tx
      .update(queueIntegrations)
      .set({ lastError: error, lastErrorAt: error === null ? null : at })
      .where(byId(companyId, id))
      .returning({ id: queueIntegrations.id });
    return rows.length > 0;
  },
};
