import { asc, count, eq } from 'drizzle-orm';
import type { PlanValues } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companies, plans } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;

/** The platform's few plans (a handful in practice); lists stop here rather than grow without bound. */
const MAX_PLANS = 200;

/** Plans belong to the platform, not to a company: the one table here without a companyId. */
export const plansRepository = {
  async list(tx: DbOrTx, options: { publicOnly: boolean }): Promise<PlanRow[]> {
    const query = tx.select().from(plans);
    const filtered = options.publicOnly ? query.where(eq(plans.isPublic, true)) : query;
    return filtered.orderBy(asc(plans.amount), asc(plans.id)).limit(MAX_PLANS);
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
