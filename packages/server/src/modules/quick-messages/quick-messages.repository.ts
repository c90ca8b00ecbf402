import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { quickMessages } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type QuickMessageRow = typeof quickMessages.$inferSelect;
export type QuickMessageValues = Pick<
  typeof quickMessages.$inferInsert,
  'shortcode' | 'message' | 'geral' | 'status' | 'isCategory' | 'categoryId'
>;

export interface QuickMessageFilter {
  search?: string | undefined;
  /** Only this user's own messages and the shared ones; every message of the company when absent. */
  ownOrSharedOf?: number | undefined;
  isCategory?: boolean | undefined;
  activeOnly?: boolean | undefined;
}

function filterCondition(companyId: number, filter: QuickMessageFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    eq(quickMessages.companyId, companyId),
    filter.ownOrSharedOf === undefined
      ? undefined
      : or(eq(quickMessages.userId, filter.ownOrSharedOf), eq(quickMessages.geral, true)),
    filter.isCategory === undefined ? undefined : eq(quickMessages.isCategory, filter.isCategory),
    filter.activeOnly ? eq(quickMessages.status, 'active') : undefined,
    pattern ? or(ilike(quickMessages.shortcode, pattern), ilike(quickMessages.message, pattern)) : undefined,
  );
}

export const quickMessagesRepository = {
  /** By shortcode from `offset`; one row more than `limit` is read to tell whether more follow. */
  async list(
    tx: DbOrTx,
    companyId: number,
    filter: QuickMessageFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: QuickMessageRow[]; hasMore: boolean }> {
    const rows = await tx
      .select()
      .from(quickMessages)
      .where(filterCondition(companyId, filter))
      .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id))
      .limit(page.limit + 1)
      .offset(page.offset);
    return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<QuickMessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(quickMessages)
      .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)));
    return row;
  },

  /** The row, locked until the transaction ends (a media swap reads the old file name under it). */
  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<QuickMessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(quickMessages)
      .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)))
      .for('update');
    return row;
  },

  async insert(tx: DbOrTx, companyId: number, userId: number, values: QuickMessageValues): Promise<number> {
    const [row] = await tx
      .insert(quickMessages)
      .values({ ...values, companyId, userId })
      .returning({ id: quickMessages.id });
    if (!row) throw new Error('insert into quick_messages returned no row');
    return row.id;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<QuickMessageValues & Pick<QuickMessageRow, 'mediaPath' | 'mediaName'>>,
  ): Promise<void> {
    await tx
      .update(quickMessages)
      .set(values)
      .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)));
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<QuickMessageRow | undefined> {
    const [row] = await tx
      .delete(quickMessages)
      .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)))
      .returning();
    return row;
  },
};
