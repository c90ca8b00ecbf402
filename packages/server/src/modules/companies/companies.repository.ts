import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, type CompanyDeletionImpact, type ServiceHours } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies, contacts, plans, tickets, users, whatsapps } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type CompanyRow = typeof companies.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type CompanyPatch = Partial<Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** A company as the super administrator's lists show it: with its plan and how many users and connections it has. */
export interface CompanyListRow {
  company: CompanyRow;
  plan: { id: number; name: string; amount: string };
  numberAttendants: number;
  numberConections: number;
}

/** Connection states in which a process holds a live channel session for the connection. */
const LIVE_SESSION_STATUSES = ['OPENING', 'qrcode', 'CONNECTED', 'PAIRING'] as const;

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

  /** The hours and, when given, the zone they are read in. */
  async updateSchedules(
    tx: DbOrTx,
    companyId: number,
    schedules: ServiceHours[],
    timeZone: string | undefined,
  ): Promise<void> {
    await tx
      .update(companies)
      .set({ schedules, ...(timeZone === undefined ? {} : { timeZone }) })
      .where(eq(companies.id, companyId));
  },

  /** The zone the company's wall clocks are read in (the product's default for a company gone). */
  async timeZoneOf(tx: DbOrTx, companyId: number): Promise<string> {
    const [row] = await tx.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
    return row?.timeZone ?? DEFAULT_TIMEZONE;
  },

  async touchLastLogin(tx: DbOrTx, companyId: number, at: Date): Promise<void> {
    await tx.update(companies).set({ lastLogin: at }).where(eq(companies.id, companyId));
  },

  /** Throws the unique violation of companies_name_key on a duplicate name (the service translates it). */
  async update(tx: DbOrTx, companyId: number, patch: CompanyPatch): Promise<CompanyRow | undefined> {
    const [row] = await tx.update(companies).set(patch).where(eq(companies.id, companyId)).returning();
    return row;
  },

  /** Deletes the company; every table holding company data cascades from it. */
  async delete(tx: DbOrTx, companyId: number): Promise<boolean> {
    const deleted = await tx.delete(companies).where(eq(companies.id, companyId)).returning({ id: companies.id });
    return deleted.length > 0;
  },

  /** One statement of counts, each a subquery on its table's company-leading index (qualified: one table is read). */
  async deletionImpact(tx: DbOrTx, companyId: number): Promise<CompanyDeletionImpact | undefined> {
    const owned = (column: PgColumn) => sql`${qualified(column)} = ${qualified(companies.id)}`;
    const counted = (table: PgTable, where: SQL) =>
      sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);
    const live = inArray(qualified(whatsapps.status), [...LIVE_SESSION_STATUSES]);
    const [row] = await tx
      .select({
        users: counted(users, owned(users.companyId)),
        connections: counted(whatsapps, owned(whatsapps.companyId)),
        tickets: counted(tickets, owned(tickets.companyId)),
        contacts: counted(contacts, owned(contacts.companyId)),
        liveSessions: counted(whatsapps, sql`${owned(whatsapps.companyId)} and ${live}`),
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row;
  },

  async countLiveSessions(tx: DbOrTx, companyId: number): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, companyId), inArray(whatsapps.status, [...LIVE_SESSION_STATUSES])));
    return row?.total ?? 0;
  },

  /**
   * The super administrator's company lists: one page by name (companies_name_key), filtered on name or email. The
   * counts are per-row subqueries on the company-leading indexes of users and connections.
   */
  async listPage(
    tx: DbOrTx,
    options: { search?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: CompanyListRow[]; count: number }> {
    const pattern = options.search ? containsPattern(options.search) : undefined;
    const filter = pattern ? or(ilike(companies.name, pattern), ilike(companies.email, pattern)) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          company: companies,
          plan: { id: plans.id, name: plans.name, amount: plans.amount },
          numberAttendants:
            sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id})`.mapWith(Number),
          numberConections:
            sql<number>`(select count(*) from ${whatsapps} where ${whatsapps.companyId} = ${companies.id})`.mapWith(
              Number,
            ),
        })
        .from(companies)
        .innerJoin(plans, eq(plans.id, companies.planId))
        .where(filter)
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(options.limit)
        .offset(options.offset),
      tx.select({ total: count() }).from(companies).where(filter),
    ]);
    return { rows, count: total?.total ?? 0 };
  },
};
