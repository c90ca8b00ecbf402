import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { INVOICES_PAGE_SIZE } from '@guiche/shared';
import { fetchInvoicePage, invoicesKeys } from './billingApi';

/**
 * The invoices list for a search (already debounced and lower-cased), page by page (GET /invoices/all pageNumber).
 * The answer is a bare array: a full page means there may be more.
 */
export function useInvoicesList(search: string) {
  const query = useInfiniteQuery({
    queryKey: invoicesKeys.list(search),
    queryFn: ({ pageParam }) => fetchInvoicePage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.length === INVOICES_PAGE_SIZE ? lastPageParam + 1 : undefined),
  });
  const invoices = useMemo(() => query.data?.pages.flatMap((page) => page) ?? [], [query.data]);
  return { query, invoices };
}
