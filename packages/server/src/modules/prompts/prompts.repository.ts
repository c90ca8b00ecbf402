import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { prompts, queues } from '../../db/schema/index.js';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptValues = Omit<typeof prompts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
/** A prompt with its queue's name, as the list shows it. */
export interface PromptRecord {
  prompt: PromptRow;
  queue: { name: string } | null;
}

const byId = (companyId: number, id: number) => and(eq(prompts.companyId, companyId), eq(prompts.id, id));
const selectRecords = (tx: DbOrTx) =>
  tx
    .select({ prompt: prompts, queue: { name: queues.name } })
    .from(prompts)
    .leftJoin(queues, eq(queues.id, prompts.queueId));

export const promptsRepository = {
  async page(
    tx: DbOrTx,
    companyId: number,
    page: { limit: number; offset: number },
  ): Promise<{ rows: PromptRecord[]; count: number }> {
    const where = eq(prompts.companyId, companyId);
    const [rows, total] = await Promise.all([
      selectRecords(tx).where(where).orderBy(asc(prompts.name), asc(prompts.id)).limit(page.limit).offset(page.offset),
      tx.select({ value: count() }).from(prompts).where(where),
    ]);
    return { rows, count: total[0]?.value ?? 0 };
  },

  async findRecord(tx: DbOrTx, companyId: number, id: number): Promise<PromptRecord | undefined> {
    const [row] = await selectRecords(tx).where(byId(companyId, id));
    return row;
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<PromptRow | undefined> {
    const [row] = await tx.select().from(prompts).where(byId(companyId, id));
    return row;
  },

  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<PromptRow | undefined> {
    const [row] = await tx.select().from(prompts).where(byId(companyId, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: PromptValues): Promise<PromptRow> {
    const [row] = await tx
      .insert(prompts)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into prompts returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<PromptValues>): Promise<void> {
    await tx.update(prompts).set(values).where(byId(companyId, id));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(prompts).where(byId(companyId, id));
  },

  /** The run-time outcome shown on the row: a failure's reason, or null once the prompt answers again. */
  async recordOutcome(tx: DbOrTx, companyId: number, id: number, error: string | null): Promise<boolean> {
    const rows = await tx
      .update(prompts)
      .set({ lastError: error })
      .where(byId(companyId, id))
      .returning({ id: prompts.id });
    return rows.length > 0;
  },
};
