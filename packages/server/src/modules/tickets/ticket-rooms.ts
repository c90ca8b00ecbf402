import { rooms } from '@guiche/shared';
import { masksNumberFor } from './ticket.presenter.js';
import { seesAllTickets, type TicketViewer, type VisibilityFacts } from './ticket-visibility.js';

/**
 * The visibility rule (ticket-visibility.ts) as socket rooms. A ticket's audience is the union of the rooms below;
 * a viewer's rooms are chosen so that a socket is in the audience exactly when isTicketVisibleTo(viewer, ticket):
 *
 *   ticket                         → rooms                     ← viewers in them
 *   any                            → ticketsAll                ← admins, super, allTicket users
 *   in queue q                     → ticketsQueue(q)           ← members of q
 *   no queue and no user           → ticketsNoQueue            ← everyone else
 *   a group                        → ticketsGroups             ← allowGroup users
 *   held by user u                 → user(u)                   ← u's own sockets (joined on connect)
 */
export function ticketAudienceRooms(companyId: number, ticket: VisibilityFacts): string[] {
  const audience = [rooms.ticketsAll(companyId)];
  if (ticket.queueId !== null) audience.push(rooms.ticketsQueue(companyId, ticket.queueId));
  else if (ticket.userId === null) audience.push(rooms.ticketsNoQueue(companyId));
  if (ticket.isGroup) audience.push(rooms.ticketsGroups(companyId));
  if (ticket.userId !== null) audience.push(rooms.user(companyId, ticket.userId));
  return audience;
}

/** The ticket rooms a viewer's sockets belong in (the user's own room is joined separately, on connect). */
export function viewerTicketRooms(viewer: TicketViewer): string[] {
  const { companyId } = viewer;
  const joined = [masksNumberFor(viewer) ? rooms.ticketsMasked(companyId) : rooms.ticketsUnmasked(companyId)];
  if (seesAllTickets(viewer)) return [...joined, rooms.ticketsAll(companyId)];
  joined.push(rooms.ticketsNoQueue(companyId), ...viewer.queueIds.map((queueId) => rooms.ticketsQueue(companyId, queueId)));
  if (viewer.allowGroup) joined.push(rooms.ticketsGroups(companyId));
  return joined;
}

/** Whether a room name is one of the ticket visibility rooms (those viewerTicketRooms manages). */
export function isViewerTicketRoom(companyId: number, room: string): boolean {
  return room.startsWith(`company:${companyId}:tickets:`);
}
