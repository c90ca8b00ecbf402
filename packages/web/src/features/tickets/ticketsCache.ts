import type { InfiniteData } from '@tanstack/react-query';
import type { PresenceState, TicketListAnswer, TicketView } from '@guiche/shared';

/**
 * Edits of the loaded pages of one ticket list, for live events and for the answers of the manager's own actions.
 * Lists are newest first, so a ticket that changes moves to the top; `count` (the badge) follows what enters and
 * leaves. Every edit returns the same object when nothing changed, so untouched lists do not re-render.
 */
export type TicketPages = InfiniteData<TicketListAnswer>;

/** Every row of the pages, once each: a row that slid into the next page between two loads is not shown twice. */
export function rowsOf(data: TicketPages | undefined): TicketView[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.tickets.filter((ticket) => {
      if (seen.has(ticket.id)) return false;
      seen.add(ticket.id);
      return true;
    }),
  );
}

/** The list's total, as the first page reported it and the live edits kept it. */
export function countOf(data: TicketPages | undefined): number {
  return data?.pages[0]?.count ?? 0;
}

function contains(data: TicketPages, ticketId: number): boolean {
  return data.pages.some((page) => page.tickets.some((ticket) => ticket.id === ticketId));
}

function withCount(data: TicketPages, delta: number): TicketPages['pages'] {
  return data.pages.map((page) => ({ ...page, count: Math.max(0, page.count + delta) }));
}

/** Puts the ticket at the top of the list, taking it out of wherever it was; a newcomer counts one more. */
export function moveToTop(data: TicketPages, ticket: TicketView): TicketPages {
  if (data.pages.length === 0) return data;
  const known = contains(data, ticket.id);
  const pages = withCount(data, known ? 0 : 1).map((page, index) => {
    const others = page.tickets.filter((row) => row.id !== ticket.id);
    return { ...page, tickets: index === 0 ? [ticket, ...others] : others };
  });
  return { ...data, pages };
}

/** Takes the ticket out of the list (deleted, or no longer of this list) and counts one fewer. */
export function removeTicket(data: TicketPages, ticketId: number): TicketPages {
  if (!contains(data, ticketId)) return data;
  const pages = withCount(data, -1).map((page) => ({ ...page, tickets: page.tickets.filter((row) => row.id !== ticketId) }));
  return { ...data, pages };
}

/** Changes a loaded ticket where it is (the list keeps its order). */
export function patchTicket(data: TicketPages, ticketId: number, change: (ticket: TicketView) => TicketView): TicketPages {
  if (!contains(data, ticketId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, tickets: page.tickets.map((row) => (row.id === ticketId ? change(row) : row)) })),
  };
}

/**
 * A ticket as it is now, applied to one list: `belongs` says whether the list holds it (undefined: the client
 * cannot tell, e.g. a text search, so only a row already shown is refreshed, in place). `toTop` is false for
 * changes that are not news (a message's ack), which refresh the row without reordering.
 */
export function applyTicket(data: TicketPages, ticket: TicketView, belongs: boolean | undefined, toTop = true): TicketPages {
  if (belongs === false) return removeTicket(data, ticket.id);
  if (belongs === undefined || !toTop) return patchTicket(data, ticket.id, (row) => ({ ...ticket, presence: ticket.presence ?? row.presence }));
  return moveToTop(data, ticket);
}

/** `updateUnread`: the ticket was read, so its unread count is back to zero. */
export function markRead(data: TicketPages, ticketId: number): TicketPages {
  return patchTicket(data, ticketId, (ticket) => (ticket.unreadMessages === 0 ? ticket : { ...ticket, unreadMessages: 0 }));
}

/** A contact typing or recording in a ticket's chat. */
export function setPresence(data: TicketPages, ticketId: number, presence: PresenceState): TicketPages {
  return patchTicket(data, ticketId, (ticket) => (ticket.presence === presence ? ticket : { ...ticket, presence }));
}

/** A contact's new name, number or tags, in every row of its tickets. */
export function patchContact(data: TicketPages, contact: Pick<TicketView['contact'], 'id' | 'name' | 'number' | 'tags'>): TicketPages {
  if (!data.pages.some((page) => page.tickets.some((ticket) => ticket.contactId === contact.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      tickets: page.tickets.map((ticket) =>
        ticket.contactId === contact.id ? { ...ticket, contact: { ...ticket.contact, name: contact.name, number: contact.number, tags: contact.tags } } : ticket,
      ),
    })),
  };
}
