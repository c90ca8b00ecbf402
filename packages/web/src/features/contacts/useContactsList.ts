import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contactsKeys, fetchContactPage, type ContactFilters } from './contactsApi';
import { countOf, rowsOf } from './contactsCache';

/** The contacts list for a search and filters, loaded page by page (GET /contacts pageNumber). */
export function useContactsList(filters: ContactFilters) {
  const query = useInfiniteQuery({
    queryKey: contactsKeys.list(filters),
    queryFn: ({ pageParam }) => fetchContactPage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const contacts = useMemo(() => rowsOf(query.data), [query.data]);
  return { query, contacts, count: countOf(query.data) };
}
