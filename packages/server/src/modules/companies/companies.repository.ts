import { eq } from 'drizzle-orm';
import type { ServiceHours } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companies, plans } from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

export const companiesRepository = {
  async findById(tx: DbOrTx, companyId: number): Promise<CompanyRow | undefined> {
    const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
    return row;
  },

  async findWithPlan(tx: DbOrTx, companyId: number): Promise<{ company: CompanyRow; plan: PlanRow } | undefined> {
    const [row] = await tx
      .select({ company: companies, plan: plans })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(eq(companies.id, companyId));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof companies.$inferInsert): Promise<CompanyRow> {
    const [row] = await tx.insert(companies).values(values).returning();
    if (!row) throw new Error('insert into companies returned no row');
    return row;
  },

  /**
   * The company and its plan, with the company row locked until the transaction ends: creations checked against a
   * plan limit run one at a time per company, so two at once cannot both take the last place.
   */
  async lockWithPlan(tx: DbOrTx, companyId: number): Promise<{ company: CompanyRow; plan: PlanRow } | undefined> {
    const [row] = await tx
      .select({ company: companies, plan: plans })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(eq(companies.id, companyId))
      .for('update', { of: companies });
    return row;
  },

  async updateSchedules(tx: DbOrTx, companyId: number, schedules: ServiceHours[]): Promise<void> {
    await tx.update(companies).set({ schedules }).where(eq(companies.id, companyId));
  },

  async touchLastLogin(tx: DbOrTx, companyId: number, at: Date): Promise<void> {
    await tx.update(companies).set({ lastLogin: at }).where(eq(companies.id, companyId));
  },
};
