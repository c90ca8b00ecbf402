import type { DbOrTx } from '../../db/database.js';
import { invoices } from '../../db/schema/index.js';

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
};
