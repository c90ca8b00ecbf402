import {
  invoiceListAnswerSchema,
  pixChargeSchema,
  type InvoiceListAnswer,
  type PixCharge,
  type SubscriptionInput,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The invoices and checkout calls of spec 2 §7. */
export const invoicesKeys = {
  lists: ['invoices', 'list'] as const,
  list: (search: string) => ['invoices', 'list', search] as const,
};

export function fetchInvoicePage(search: string, pageNumber: number): Promise<InvoiceListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/invoices/all?${params.toString()}`, invoiceListAnswerSchema);
}

export function subscribe(input: SubscriptionInput): Promise<PixCharge> {
  return api.post('/subscription', input, pixChargeSchema);
}
