import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchInvoicePage, invoicesKeys } from './billingApi';

/** The invoices list for a search (already debounced and lower-cased), page by page (GET /invoices/all pageNumber). */
export function useInvoicesList(search: string) {
  const query = useInfiniteQuery({
    queryKey: invoicesKeys.list(search),
    queryFn: ({ pageParam }) => fetchInvoicePage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const invoices = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  return { query, invoices };
}
