import type { DbOrTx } from '../../db/database.js';
import { plansReader } from '../plans/index.js';
import { isFree, settleInvoice } from './invoice-settlement.js';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.js';

export interface FirstInvoiceInput {
  companyId: number;
  planId: number;
  /** yyyy-MM-dd: the company's due date, which names the billing cycle. */
  dueDate: string;
}

/**
 * Bills a new company's first cycle at its plan's price and limits, inside the caller's transaction (company creation
 * and sign-up), so a company never exists without its first invoice. Answers undefined when that cycle already has
 * its invoice (the unique cycle index), so calling it twice bills once. A free plan's invoice is settled at once,
 * without a charge (invoice-settlement.ts), which moves the due date on to the next cycle.
 */
export async function createFirstInvoice(
  tx: DbOrTx,
  input: FirstInvoiceInput,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const plan = await plansReader.findById(tx, input.planId);
  if (!plan) throw new Error(`plan ${input.planId} not found`);
  const invoice = await invoicesRepository.insertForCycle(tx, input.companyId, {
    detail: plan.name,
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    value: plan.amount,
    dueDate: input.dueDate,
  });
  if (!invoice || !isFree(invoice.value)) return invoice;
  return (await settleInvoice(tx, invoice, { chargeId: null }, now))?.invoice ?? invoice;
}
