import { AppError } from '../../http/app-error.js';
import { targetCompany } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { InvoiceRow, InvoiceScope } from './invoices.repository.js';

/**
 * Which invoices the caller sees: a company its own; the super administrator everyone's, or the one company it names.
 * Anyone else naming another company is refused (ERR_NO_PERMISSION).
 */
export function visibleInvoices(auth: RequestAuth, companyId?: number): InvoiceScope {
  if (companyId === undefined && auth.super) return 'all';
  return { companyId: targetCompany(auth, companyId) };
}

/**
 * An invoice is paid by its own company: the super administrator sees every company's invoices but pays only its own.
 * A checkout is the company's act: the charge is raised for its payment customer with the payer it names, and a
 * custom plan chosen there becomes its plan (ERR_NO_PERMISSION).
 */
export function assertCanPay(auth: RequestAuth, invoice: Pick<InvoiceRow, 'companyId'>): void {
  if (invoice.companyId !== auth.companyId)
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only the invoice’s company may pay it' });
}
