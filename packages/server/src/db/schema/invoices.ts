import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/**
 * A company's bill for one billing cycle (spec 2 §3 Invoice). The cycle is named by its due date, and the unique
 * (companyId, dueDate) index is what keeps the daily job, company creation and sign-up from billing a cycle twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    detail: text().notNull(),
    users: integer().notNull().default(0),
    connections: integer().notNull().default(0),
    queues: integer().notNull().default(0),
    value: numeric({ precision: 12, scale: 2 }).notNull(),
    /** yyyy-MM-dd, the company's due date for this cycle. */
    dueDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default('open'),
    paidAt: timestamp({ withTimezone: true }),
    /** The payment provider's charge for this invoice (its webhook names it), set at checkout. */
    chargeId: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_company_due_date_key').on(t.companyId, t.dueDate),
    index('invoices_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('invoices_charge_id_key').on(t.chargeId),
  ],
);
