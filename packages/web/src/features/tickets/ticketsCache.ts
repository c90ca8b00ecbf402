import type { InfiniteData } from '@tanstack/react-query';
import type { PresenceState, TicketListAnswer, TicketView } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';

/**
 * Edits of the loaded pages of one ticket list, for live events and for the answers of the manager's own actions.
 * Lists are newest first, so a ticket that changes moves to the top; `count` (the badge) follows what enters and
 * leaves.
 */
export type TicketPages = InfiniteData<TicketListAnswer>;

export const ticketList = pagedList(
  (page: TicketListAnswer) => page.tickets,
  (page, tickets) => ({ ...page, tickets }),
);

/**
 * A ticket as it is now, applied to one list. Specific to tickets: a ticket moves between the status tabs' lists, so
 * `belongs` says whether this list holds it now (false takes it out; undefined: the client cannot tell, e.g. a text
 * search, so only a row already shown is refreshed, in place). `toTop` is false for changes that are not news (a
 * message's ack), which refresh the row without reordering. A refreshed row keeps the live presence the event lacks.
 */
export function applyTicket(
  data: TicketPages,
  ticket: TicketView,
  belongs: boolean | undefined,
  toTop = true,
): TicketPages {
  if (belongs === false) return ticketList.remove(data, ticket.id);
  if (belongs === undefined || !toTop)
    return ticketList.patch(data, ticket.id, (row) => ({ ...ticket, presence: ticket.presence ?? row.presence }));
  return ticketList.upsert(data, ticket, 'first');
}

/** `updateUnread`: the ticket was read, so its unread count is back to zero. */
export function markRead(data: TicketPages, ticketId: number): TicketPages {
  return ticketList.patch(data, ticketId, (ticket) =>
    ticket.unreadMessages === 0 ? ticket : { ...ticket, unreadMessages: 0 },
  );
}

/** A contact typing or recording in a ticket's chat. */
export function setPresence(data: TicketPages, ticketId: number, presence: PresenceState): TicketPages {
  return ticketList.patch(data, ticketId, (ticket) =>
    ticket.presence === presence ? ticket : { ...ticket, presence },
  );
}

/** A contact's new name, number or tags, in every row of its tickets. */
export function patchContact(
  data: TicketPages,
  contact: Pick<TicketView['contact'], 'id' | 'name' | 'number' | 'tags'>,
): TicketPages {
  return ticketList.patchWhere(
    data,
    (ticket) => ticket.contactId === contact.id,
    (ticket) => ({
      ...ticket,
      contact: { ...ticket.contact, name: contact.name, number: contact.number, tags: contact.tags },
    }),
  );
}
