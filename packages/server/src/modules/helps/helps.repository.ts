import { asc, eq } from 'drizzle-orm';
import { HELPS_MAX, type HelpForm } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { helps } from '../../db/schema/index.js';

export type HelpRow = typeof helps.$inferSelect;

/** Helps are the platform's, not a company's: no company column, written by the super administrator only. */
export const helpsRepository = {
  async list(tx: DbOrTx): Promise<HelpRow[]> {
    return tx.select().from(helps).orderBy(asc(helps.title), asc(helps.id)).limit(HELPS_MAX);
  },

  async insert(tx: DbOrTx, values: HelpForm): Promise<HelpRow> {
    const [row] = await tx.insert(helps).values(values).returning();
    if (!row) throw new Error('help insert returned nothing');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: HelpForm): Promise<HelpRow | undefined> {
    const [row] = await tx.update(helps).set(values).where(eq(helps.id, id)).returning();
    return row;
  },

  async delete(tx: DbOrTx, id: number): Promise<boolean> {
    return (await tx.delete(helps).where(eq(helps.id, id)).returning({ id: helps.id })).length > 0;
  },
};
