import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PlanValues } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companies, plans } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;

/** The platform's few plans (a handful in practice); lists stop here rather than grow without bound. */
const MAX_PLANS = 200;

/** What a company's own plan holds (plans.companyId): the terms it paid for, the rest kept from its plan before. */
export type OwnPlanValues = Omit<
  typeof plans.$inferInsert,
  'id' | 'companyId' | 'isPublic' | 'createdAt' | 'updatedAt'
>;

/**
 * The platform's plan catalogue, and the companies' own plans (the custom terms a company paid for), which no list
 * shows: each belongs to its company (plans.companyId) and is written only by settling that company's invoice.
 */
export const plansRepository = {
  async list(tx: DbOrTx, options: { publicOnly: boolean }): Promise<PlanRow[]> {
    const catalogue = isNull(plans.companyId);
    return tx
      .select()
      .from(plans)
      .where(options.publicOnly ? and(catalogue, eq(plans.isPublic, true)) : catalogue)
      .orderBy(asc(plans.amount), asc(plans.id))
      .limit(MAX_PLANS);
  },

  /** Writes the company's own plan (one per company, plans_company_id_key), answering it. */
  async upsertOwn(tx: DbOrTx, companyId: number, values: OwnPlanValues): Promise<PlanRow> {
    const [row] = await tx
      .insert(plans)
      .values({ ...values, companyId, isPublic: false })
      .onConflictDoUpdate({ target: plans.companyId, set: values })
      .returning();
    if (!row) throw new Error('upsert into plans returned no row');
    return row;
  },

  async findById(tx: DbOrTx, id: number): Promise<PlanRow | undefined> {
    const [row] = await tx.select().from(plans).where(eq(plans.id, id));
    return row;
  },

  /** Throws the unique violation of plans_name_key on a duplicate name (the service translates it). */
  async insert(tx: DbOrTx, values: PlanValues): Promise<PlanRow> {
    const [row] = await tx.insert(plans).values(values).returning();
    if (!row) throw new Error('insert into plans returned no row');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: PlanValues): Promise<PlanRow | undefined> {
    const [row] = await tx.update(plans).set(values).where(eq(plans.id, id)).returning();
    return row;
  },

  async delete(tx: DbOrTx, id: number): Promise<boolean> {
    const deleted = await tx.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
    return deleted.length > 0;
  },

  async companiesOn(tx: DbOrTx, id: number): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(companies).where(eq(companies.planId, id));
    return row?.total ?? 0;
  },
};
