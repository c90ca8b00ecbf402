import { z } from 'zod';
import {
  bulkTicketsAnswerSchema,
  contactViewSchema,
  tagRefSchema,
  ticketViewSchema,
  type BulkTicketsAnswer,
  type BulkTicketsInput,
  type CloseAllTicketsInput,
  type ContactView,
  type CreateTicketInput,
  type TagRef,
  type TicketListAnswer,
  type TicketView,
  type UpdateTicketInput,
} from '@guiche/shared';
import { api } from '../../api/client';
import { listSearchParams, type TicketListCriteria } from './ticketListCriteria';

const ticketListAnswerSchema: z.ZodType<TicketListAnswer> = z.object({
  tickets: z.array(ticketViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: z.string().optional(),
});

const contactPageSchema = z.object({
  contacts: z.array(contactViewSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});

/** The tickets calls of spec 1 §7. Every list of the manager (and the bell's) is one query under `lists`. */
export const ticketsKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (criteria: TicketListCriteria) => ['tickets', 'list', criteria] as const,
  contactSearch: (term: string) => ['tickets', 'contact-search', term] as const,
  tags: ['tickets', 'tags'] as const,
};

/** One page of GET /tickets: the first without a cursor, the next ones with the previous answer's `nextCursor`. */
export function fetchTicketPage(criteria: TicketListCriteria, cursor: string | undefined): Promise<TicketListAnswer> {
  const params = listSearchParams(criteria);
  if (cursor) params.set('cursor', cursor);
  return api.get(`/tickets?${params.toString()}`, ticketListAnswerSchema);
}

export function createTicket(input: CreateTicketInput): Promise<TicketView> {
  return api.post('/tickets', input, ticketViewSchema);
}

/** One row of the states table (spec 1 §4) per call; the answer is the ticket as it is afterwards. */
export function updateTicket(id: number, input: UpdateTicketInput): Promise<TicketView> {
  return api.put(`/tickets/${id}`, input, ticketViewSchema);
}

export function deleteTicket(id: number): Promise<void> {
  return api.delete(`/tickets/${id}`);
}

/** POST /tickets/{id}/unread: the ticket shows unread (1) until its chat is opened again. */
export function markTicketUnread(id: number): Promise<TicketView> {
  return api.post(`/tickets/${id}/unread`, {}, ticketViewSchema);
}

/** POST /tickets/{id}/snooze: out of its list until `until` (an ISO instant) or until the contact writes. */
export function snoozeTicket(id: number, until: string): Promise<TicketView> {
  return api.post(`/tickets/${id}/snooze`, { until }, ticketViewSchema);
}

/** DELETE /tickets/{id}/snooze: back in its list now. */
export function unsnoozeTicket(id: number): Promise<TicketView> {
  return api.deleteAndRead(`/tickets/${id}/snooze`, ticketViewSchema);
}

/** POST /tickets/bulk: one action on up to BULK_TICKETS_MAX tickets, with each ticket's outcome. */
export function bulkTickets(input: BulkTicketsInput): Promise<BulkTicketsAnswer> {
  return api.post('/tickets/bulk', input, bulkTicketsAnswerSchema);
}

export function closeAllTickets(input: CloseAllTicketsInput): Promise<void> {
  return api.post('/tickets/closeAll', input, z.unknown()).then(() => undefined);
}

/** The new ticket dialog's contact search (GET /contacts?searchParam), first page only. */
export function searchContacts(term: string): Promise<ContactView[]> {
  const params = new URLSearchParams({ searchParam: term, pageNumber: '1' });
  return api.get(`/contacts?${params.toString()}`, contactPageSchema).then((page) => page.contacts);
}

/** Every tag of the company (GET /tags/list), for the search tab's tag filter. */
export function fetchTagList(): Promise<TagRef[]> {
  return api.get('/tags/list', z.array(tagRefSchema));
}
