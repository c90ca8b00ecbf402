import { and, desc, eq, ilike, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companies, invoices, plans } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';
import type { BilledTerms } from './invoice-charges.repository.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What one billing cycle is billed for. */
export interface CycleBill {
  detail: string;
  users: number;
  connections: number;
  queues: number;
  /** Numeric text with 2 decimals, as the plans table holds amounts. */
  value: string;
  dueDate: string;
}

/** Which invoices a list reads: one company's, or (the super administrator) everyone's. */
export type InvoiceScope = { companyId: number } | 'all';

export const invoicesRepository = {
  /** Inserts the cycle's invoice unless the company already has one for that due date. */
  async insertForCycle(tx: DbOrTx, companyId: number, bill: CycleBill): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .insert(invoices)
      .values({ companyId, ...bill })
      .onConflictDoNothing({ target: [invoices.companyId, invoices.dueDate] })
      .returning();
    return row;
  },

  /**
   * Bills every active company (the platform's excepted) whose due date falls on or before `until` and whose cycle
   * has no invoice yet, at its plan's price and limits. Answers the invoices billed.
   */
  async billCyclesDueBy(tx: DbOrTx, until: string): Promise<InvoiceRow[]> {
    const due = await tx
      .select({
        companyId: companies.id,
        detail: plans.name,
        users: plans.users,
        connections: plans.connections,
        queues: plans.queues,
        value: plans.amount,
        dueDate: companies.dueDate,
      })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .leftJoin(invoices, and(eq(invoices.companyId, companies.id), eq(invoices.dueDate, companies.dueDate)))
      .where(
        and(
          eq(companies.status, true),
          ne(companies.id, PLATFORM_COMPANY_ID),
          lte(companies.dueDate, until),
          isNull(invoices.id),
        ),
      );
    const bills = due.flatMap(({ dueDate, ...bill }) => (dueDate ? [{ ...bill, dueDate }] : []));
    if (bills.length === 0) return [];
    return tx
      .insert(invoices)
      .values(bills)
      .onConflictDoNothing({ target: [invoices.companyId, invoices.dueDate] })
      .returning();
  },

  /** One page, newest cycle first. */
  async page(
    tx: DbOrTx,
    scope: InvoiceScope,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<InvoiceRow[]> {
    const filters: SQL[] = [];
    if (scope !== 'all') filters.push(eq(invoices.companyId, scope.companyId));
    if (search) filters.push(ilike(invoices.detail, containsPattern(search)));
    const where = filters.length ? and(...filters) : undefined;
    return tx
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.dueDate), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
    return row;
  },

  /** The invoice, locked until the transaction ends (a checkout and a payment of it never interleave). */
  async lockById(tx: DbOrTx, companyId: number, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
      .for('update');
    return row;
  },

  /** The checkout's terms: what the invoice now bills (plan or custom users and connections, at a value). */
  async setTerms(tx: DbOrTx, companyId: number, id: number, terms: BilledTerms): Promise<void> {
    await tx
      .update(invoices)
      .set(terms)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
  },

  /**
   * Marks the invoice paid if it is still open, by the charge that paid it and at that charge's terms (none when
   * settled without a charge), answering it; undefined otherwise. The status check in the update is what makes a
   * replayed confirmation change nothing.
   */
  async markPaid(
    tx: DbOrTx,
    companyId: number,
    id: number,
    payment: { chargeId: string | null; terms?: BilledTerms | undefined; at: Date },
  ): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: payment.at, chargeId: payment.chargeId, ...payment.terms })
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id), eq(invoices.status, 'open')))
      .returning();
    return row;
  },
};
