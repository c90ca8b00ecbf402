import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TicketListCriteria } from './ticketListCriteria';
import { fetchTicketPage, ticketsKeys } from './ticketsApi';
import { countOf, rowsOf } from './ticketsCache';

/**
 * One list of GET /tickets, paged by the indexed key (`cursor` from the previous answer's `nextCursor`). Live events
 * keep the loaded pages current (useTicketsLive), so a list is read again only when its criteria change.
 */
export function useTicketList(criteria: TicketListCriteria, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: ticketsKeys.list(criteria),
    queryFn: ({ pageParam }) => fetchTicketPage(criteria, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
    enabled,
  });
  const tickets = useMemo(() => rowsOf(query.data), [query.data]);
  return { query, tickets, count: countOf(query.data) };
}
