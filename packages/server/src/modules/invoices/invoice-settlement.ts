import { addRecurrence, todayIsoDate } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companiesReader, companiesWriter } from '../companies/index.js';
import { plansWriter, type PlanRow } from '../plans/index.js';
import type { BilledTerms } from './invoice-charges.repository.js';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.js';

/** An invoice that turned paid, and the company's due date after it. */
export interface SettledInvoice {
  invoice: InvoiceRow;
  dueDate: string;
}

/** How an invoice was paid: by which provider charge (none for a free cycle), at which terms. */
export interface InvoicePayment {
  chargeId: string | null;
  terms?: BilledTerms;
  /** The terms are the checkout's custom plan: paid, they become the company's plan. */
  custom?: boolean;
}

/**
 * Settles an open invoice inside the caller's transaction: paid by the provider's charge (the webhook) or without any
 * (a zero-price cycle, which Asaas would refuse to charge), and the company's due date moves on by its recurrence from
 * the later of today and the old due date. Custom terms paid become the company's own plan (applyPaidTerms). An
 * invoice already paid (a replayed webhook) changes nothing: undefined.
 */
export async function settleInvoice(
  tx: DbOrTx,
  invoice: Pick<InvoiceRow, 'companyId' | 'id'>,
  payment: InvoicePayment,
  now: Date,
): Promise<SettledInvoice | undefined> {
  const { custom, ...paidWith } = payment;
  const paid = await invoicesRepository.markPaid(tx, invoice.companyId, invoice.id, { ...paidWith, at: now });
  if (!paid) return undefined;
  const found = await companiesReader.lockWithPlan(tx, paid.companyId);
  if (!found) return undefined;
  const from = laterDate(found.company.dueDate ?? paid.dueDate, todayIsoDate(now));
  const dueDate = addRecurrence(from, found.company.recurrence ?? 'MENSAL');
  const plan =
    custom && payment.terms ? await applyPaidTerms(tx, paid.companyId, found.plan, payment.terms) : undefined;
  await companiesWriter.update(tx, paid.companyId, plan ? { dueDate, planId: plan.id } : { dueDate });
  return { invoice: paid, dueDate };
}

/**
 * What a company paid for is what it gets: the custom plan's users, connections and price become the company's own
 * plan (created, or rewritten if it has one), which its limits are checked against from now on and its next cycles
 * are billed at. What the custom plan does not choose (queues, the features) stays as its plan before had it.
 */
async function applyPaidTerms(tx: DbOrTx, companyId: number, before: PlanRow, terms: BilledTerms): Promise<PlanRow> {
  const { id: _id, companyId: _owner, isPublic: _public, createdAt: _created, updatedAt: _updated, ...kept } = before;
  return plansWriter.upsertOwn(tx, companyId, {
    ...kept,
    name: terms.detail,
    users: terms.users,
    connections: terms.connections,
    amount: terms.value,
  });
}

/** Whether an amount ("0.00", numeric text) asks for no payment at all. */
export function isFree(value: string): boolean {
  return Number(value) <= 0;
}

/** The later of two yyyy-MM-dd dates. */
export function laterDate(a: string, b: string): string {
  return a.slice(0, 10) > b ? a.slice(0, 10) : b;
}
