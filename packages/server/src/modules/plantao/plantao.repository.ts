import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { plantoes, users } from '../../db/schema/index.js';

export type PlantaoRow = typeof plantoes.$inferSelect;
export type PlantaoValues = Pick<typeof plantoes.$inferInsert, 'userId' | 'phone' | 'interval' | 'days'>;
export interface PlantaoRecord {
  plantao: PlantaoRow;
  user: { id: number; name: string } | null;
}

/** A company has a handful of on-call people; the list is still bounded. */
const LIST_LIMIT = 500;

const selectRecords = (tx: DbOrTx) =>
  tx
    .select({ plantao: plantoes, user: { id: users.id, name: users.name } })
    .from(plantoes)
    .leftJoin(users, eq(users.id, plantoes.userId));

export const plantaoRepository = {
  async list(tx: DbOrTx, companyId: number): Promise<PlantaoRecord[]> {
    return selectRecords(tx).where(eq(plantoes.companyId, companyId)).orderBy(asc(plantoes.id)).limit(LIST_LIMIT);
  },

  async find(tx: DbOrTx, companyId: number, id: number): Promise<PlantaoRecord | undefined> {
    const [row] = await selectRecords(tx).where(and(eq(plantoes.companyId, companyId), eq(plantoes.id, id)));
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, values: PlantaoValues): Promise<PlantaoRow> {
    const [row] = await tx
      .insert(plantoes)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into plantoes returned no row');
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: PlantaoValues): Promise<boolean> {
    const rows = await tx
      .update(plantoes)
      .set(values)
      .where(and(eq(plantoes.companyId, companyId), eq(plantoes.id, id)))
      .returning({ id: plantoes.id });
    return rows.length > 0;
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
    const rows = await tx
      .delete(plantoes)
      .where(and(eq(plantoes.companyId, companyId), eq(plantoes.id, id)))
      .returning({ id: plantoes.id });
    return rows.length > 0;
  },
};
