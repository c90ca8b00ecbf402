import { z } from 'zod';
import { idParam, pageNumberField, searchParamField } from './common.js';

/** Stored invoice states: a bill is open until its payment is confirmed (spec 2 §3: status paid or other). */
export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How the invoices screen names an invoice's state (spec 2 §4). */
export type InvoiceDisplayStatus = 'Pago' | 'Vencido' | 'Em Aberto';

/** Paid shows 'Pago'; unpaid with its due date before today 'Vencido'; otherwise 'Em Aberto'. */
export function invoiceDisplayStatus(
  invoice: { status: InvoiceStatus; dueDate: string },
  today: string,
): InvoiceDisplayStatus {
  if (invoice.status === 'paid') return 'Pago';
  return invoice.dueDate.slice(0, 10) < today ? 'Vencido' : 'Em Aberto';
}

/**
 * GET /invoices/all (searchParam over the detail, pageNumber). `companyId` narrows the super administrator's list
 * (everyone's) to one company; anyone else may name only their own.
 */
export const listInvoicesQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  companyId: idParam().optional(),
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

export const invoiceViewSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  /** Whose invoice it is: the super administrator's list holds every company's. */
  company: z.object({ id: z.number().int(), name: z.string() }),
  detail: z.string(),
  users: z.number().int(),
  connections: z.number().int(),
  queues: z.number().int(),
  /** In BRL, as a number with 2 decimals. */
  value: z.number(),
  /** yyyy-MM-dd. */
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /invoices/all pages hold 20 invoices, like the other lists. */
export const INVOICES_PAGE_SIZE = 20;

/**
 * GET /invoices/all answers the page's invoices as a bare array (spec clients call forEach on it); a page shorter
 * than INVOICES_PAGE_SIZE is the last one.
 */
export const invoiceListAnswerSchema = z.array(invoiceViewSchema);
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswerSchema>;
