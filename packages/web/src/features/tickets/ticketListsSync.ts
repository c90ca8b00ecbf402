import type { QueryClient } from '@tanstack/react-query';
import type { TicketView } from '@guiche/shared';
import { belongsToList, type TicketListCriteria } from './ticketListCriteria';
import { ticketsKeys } from './ticketsApi';
import { applyTicket, type TicketPages } from './ticketsCache';

/** Edits every cached ticket list with its own criteria (the third part of its query key). */
export function editTicketLists(
  queryClient: QueryClient,
  edit: (data: TicketPages, criteria: TicketListCriteria) => TicketPages,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ticketsKeys.lists })) {
    const criteria = query.queryKey[2] as TicketListCriteria;
    queryClient.setQueryData<TicketPages>(query.queryKey, (data) => data && edit(data, criteria));
  }
}

/** A ticket as it is now, into the lists it belongs to and out of the others (a live event or an action's answer). */
export function applyTicketToLists(queryClient: QueryClient, ticket: TicketView, viewerId: number, toTop = true): void {
  editTicketLists(queryClient, (data, criteria) =>
    applyTicket(data, ticket, belongsToList(ticket, criteria, viewerId), toTop),
  );
}
