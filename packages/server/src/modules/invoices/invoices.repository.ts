import { and, desc, eq, ilike, isNull, lte, ne, type Column, type SQL } from 'drizzle-orm';
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

/** Which invoices a read (or the billing run) reaches: one company's, or everyone's. */
export type InvoiceScope = { companyId: number } | 'all';

/** An invoice as the lists show it: with its company, since the super administrator's list is everyone's. */
export interface InvoiceListRow {
  invoice: InvoiceRow;
  company: { id: number; name: string };
}

/** The scope's condition on a company id column (none for everyone's). */
function inScope(scope: InvoiceScope, companyId: Column): SQL | undefined {
  return scope === 'all' ? undefined : eq(companyId, scope.companyId);
}

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
   * The billing rule, the one write path of the daily run and of a due date moved to today or before: bills every
   * active company of the scope (the platform's excepted) whose due date falls on or before `until` and whose cycle
   * has no invoice yet, at its plan's price and limits. Answers the invoices billed; the unique cycle index makes a
   * second call, or two at once, bill nothing twice.
   */
  async billCyclesDueBy(tx: DbOrTx, scope: InvoiceScope, until: string): Promise<InvoiceRow[]> {
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
          inScope(scope, companies.id),
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

  /** One page, newest cycle first, each invoice with its company. */
  async page(
    tx: DbOrTx,
    scope: InvoiceScope,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<InvoiceListRow[]> {
    return tx
      .select({ invoice: invoices, company: { id: companies.id, name: companies.name } })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(
        and(inScope(scope, invoices.companyId), search ? ilike(invoices.detail, containsPattern(search)) : undefined),
      )
      .orderBy(desc(invoices.dueDate), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async findById(tx: DbOrTx, scope: InvoiceScope, id: number): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(inScope(scope, invoices.companyId), eq(invoices.id, id)));
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
