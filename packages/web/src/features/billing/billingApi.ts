import {
  invoiceListAnswerSchema,
  pixChargeSchema,
  type InvoiceListAnswer,
  type PixCharge,
  type SubscriptionInput,
} from '@guiche/shared';
import { api } from '../../api/client';

/** What the invoices list is narrowed by: the search over the detail, and (the super administrator) one company. */
export interface InvoiceFilter {
  search: string;
  companyId: number | null;
}

/** The invoices and checkout calls of spec 2 §7. */
export const invoicesKeys = {
  lists: ['invoices', 'list'] as const,
  list: ({ search, companyId }: InvoiceFilter) => ['invoices', 'list', search, companyId] as const,
};

export function fetchInvoicePage({ search, companyId }: InvoiceFilter, pageNumber: number): Promise<InvoiceListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  if (companyId !== null) params.set('companyId', String(companyId));
  return api.get(`/invoices/all?${params.toString()}`, invoiceListAnswerSchema);
}

export function subscribe(input: SubscriptionInput): Promise<PixCharge> {
  return api.post('/subscription', input, pixChargeSchema);
}
