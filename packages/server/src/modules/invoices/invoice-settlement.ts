import { addRecurrence, todayIsoDate } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companiesRepository } from '../companies/companies.repository.js';
import type { BilledTerms } from './invoice-charges.repository.js';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.js';

/** An invoice that turned paid, and the company's due date after it. */
export interface SettledInvoice {
  invoice: InvoiceRow;
  dueDate: string;
}

/**
 * Settles an open invoice inside the caller's transaction: paid by the provider's charge (the webhook) or without any
 * (a zero-price cycle, which Asaas would refuse to charge), and the company's due date moves on by its recurrence from
 * the later of today and the old due date. An invoice already paid (a replayed webhook) changes nothing: undefined.
 */
export async function settleInvoice(
  tx: DbOrTx,
  invoice: Pick<InvoiceRow, 'companyId' | 'id'>,
  payment: { chargeId: string | null; terms?: BilledTerms },
  now: Date,
): Promise<SettledInvoice | undefined> {
  const paid = await invoicesRepository.markPaid(tx, invoice.companyId, invoice.id, { ...payment, at: now });
  if (!paid) return undefined;
  const found = await companiesRepository.lockWithPlan(tx, paid.companyId);
  if (!found) return undefined;
  const from = laterDate(found.company.dueDate ?? paid.dueDate, todayIsoDate(now));
  const dueDate = addRecurrence(from, found.company.recurrence ?? 'MENSAL');
  await companiesRepository.update(tx, paid.companyId, { dueDate });
  return { invoice: paid, dueDate };
}

/** Whether an amount ("0.00", numeric text) asks for no payment at all. */
export function isFree(value: string): boolean {
  return Number(value) <= 0;
}

/** The later of two yyyy-MM-dd dates. */
export function laterDate(a: string, b: string): string {
  return a.slice(0, 10) > b ? a.slice(0, 10) : b;
}
