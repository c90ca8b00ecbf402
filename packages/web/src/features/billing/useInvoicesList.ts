import { INVOICES_PAGE_SIZE, type InvoiceListAnswer } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { fetchInvoicePage, invoicesKeys, type InvoiceFilter } from './billingApi';

/** GET /invoices/all answers a bare array: the page is its rows, and it has no count. */
const invoiceList = pagedList(
  (page: InvoiceListAnswer) => page,
  (_page, invoices) => invoices,
);

/**
 * The invoices list for a filter (its search already debounced and lower-cased), page by page (GET /invoices/all
 * pageNumber). A full page means there may be more.
 */
export function useInvoicesList(filter: InvoiceFilter) {
  return usePagedList(invoiceList, {
    queryKey: invoicesKeys.list(filter),
    fetchPage: (pageNumber: number) => fetchInvoicePage(filter, pageNumber),
    firstPage: 1,
    nextPage: (lastPage, lastPageNumber) => (lastPage.length === INVOICES_PAGE_SIZE ? lastPageNumber + 1 : undefined),
  });
}
