import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The provider's charge that paid this invoice (one of its invoice_charges); null while open or settled free. */
    chargeId: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_company_due_date_key').on(t.companyId, t.dueDate),
    index('invoices_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('invoices_charge_id_key').on(t.chargeId),
  ],
);

/**
 * The provider charges raised for an invoice, one per set of terms (what the checkout bills: plan or custom users and
 * connections, at a value). The unique terms key is what makes checkout idempotent: of two concurrent checkouts of
 * the same invoice and terms, one inserts the row and creates the provider charge, the other waits for that charge
 * instead of creating a second (which nobody would track). Every charge stays listed, so the webhook settles the
 * invoice whichever of its charges is paid (a Pix shown earlier at other terms is still payable).
 */
export const invoiceCharges = pgTable(
  'invoice_charges',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    detail: text().notNull(),
    users: integer().notNull(),
    connections: integer().notNull(),
    value: numeric({ precision: 12, scale: 2 }).notNull(),
    /** The checkout's custom plan (spec 2 "Checkout dialog"): once paid, these terms become the company's plan. */
    custom: boolean().notNull().default(false),
    /** The provider's id; null while the checkout that claimed these terms is creating it. */
    chargeId: text(),
    /** When the creating checkout claimed the terms: a claim this old without a charge was abandoned (a crash). */
    claimedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoice_charges_terms_key').on(t.invoiceId, t.users, t.connections, t.value),
    uniqueIndex('invoice_charges_charge_id_key').on(t.chargeId),
    index('invoice_charges_company_id_idx').on(t.companyId),
  ],
);
