import { usePagedList } from '../../lib/usePagedList';
import type { TicketListCriteria } from './ticketListCriteria';
import { fetchTicketPage, ticketsKeys } from './ticketsApi';
import { ticketList } from './ticketsCache';

/**
 * One list of GET /tickets, paged by the indexed key (`cursor` from the previous answer's `nextCursor`). Live events
 * keep the loaded pages current (useTicketsLive), so a list is read again only when its criteria change.
 */
export function useTicketList(criteria: TicketListCriteria, enabled = true) {
  const list = usePagedList(ticketList, {
    queryKey: ticketsKeys.list(criteria),
    fetchPage: (cursor: string | undefined) => fetchTicketPage(criteria, cursor),
    firstPage: undefined,
    nextPage: (lastPage) => (lastPage.hasMore ? lastPage.nextCursor : undefined),
    enabled,
  });
  // A tab's badge reads 0 until its list is in.
  return { ...list, count: list.count ?? 0 };
}
