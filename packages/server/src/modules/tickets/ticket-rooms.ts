import { rooms, type TicketAnyStatus } from '@guiche/shared';
import { masksNumberFor } from './ticket.presenter.js';
import { seesAllTickets, type TicketViewer, type VisibilityFacts } from './ticket-visibility.js';

/**
 * The visibility rule (ticket-visibility.ts) as socket rooms. A ticket's sight rooms are chosen so that a viewer
 * is in one of them exactly when isTicketVisibleTo(viewer, ticket):
 *
 *   ticket                         → sight rooms               ← viewers in them
 *   any                            → ticketsAll                ← admins, super, allTicket users
 *   in queue q                     → ticketsQueue(q)           ← members of q
 *   a group                        → ticketsGroups             ← allowGroup users
 *   held by user u                 → ticketsHeldBy(u)          ← u
 *
 * Our web app's sockets sit in their viewer's sight rooms and hear every ticket they may see. A spec-mode socket
 * (socket-server.ts) hears a ticket only while it follows the ticket's status list, its chat box or the
 * notifications (spec 1 §7), and only if it may see it: it sits in its sight rooms narrowed by what it follows
 * (`{sight}:status:{s}`, `{sight}:chatBox:{id}`, `{sight}:notification`), and a ticket's events go to its own sight
 * rooms narrowed the same way. Both intersections are then plain room membership, across processes too.
 */

/** What a spec-mode socket follows, as spec 1 §7's client asks: ticket lists by status, notifications, chat boxes. */
export interface FollowedTickets {
  statuses: TicketAnyStatus[];
  notification: boolean;
  chatBoxes: number[];
}

/** The ticket fields its audience depends on. */
export interface AudienceTicket extends VisibilityFacts {
  id: number;
  status: string;
}

const statusScope = (status: string) => `status:${status}`;
const chatBoxScope = (ticketId: number) => `chatBox:${ticketId}`;
const NOTIFICATION_SCOPE = 'notification';

const narrowed = (sights: readonly string[], scopes: readonly string[]) =>
  sights.flatMap((sight) => scopes.map((scope) => `${sight}:${scope}`));

function ticketSightRooms(companyId: number, ticket: VisibilityFacts): string[] {
  const sights = [rooms.ticketsAll(companyId)];
  if (ticket.queueId !== null) sights.push(rooms.ticketsQueue(companyId, ticket.queueId));
  if (ticket.isGroup) sights.push(rooms.ticketsGroups(companyId));
  if (ticket.userId !== null) sights.push(rooms.ticketsHeldBy(companyId, ticket.userId));
  return sights;
}

function viewerSightRooms(viewer: TicketViewer): string[] {
  const { companyId } = viewer;
  if (seesAllTickets(viewer)) return [rooms.ticketsAll(companyId)];
  const sights = [rooms.ticketsHeldBy(companyId, viewer.userId)];
  sights.push(...viewer.queueIds.map((queueId) => rooms.ticketsQueue(companyId, queueId)));
  if (viewer.allowGroup) sights.push(rooms.ticketsGroups(companyId));
  return sights;
}

/**
 * The rooms a ticket's events go to, for both kinds of sockets. A ticket that moved is dropped by the rooms of its
 * former facts (its former status among them) that are not in its present audience.
 */
export function ticketAudienceRooms(companyId: number, ticket: AudienceTicket): string[] {
  const sights = ticketSightRooms(companyId, ticket);
  return [...sights, ...narrowed(sights, [statusScope(ticket.status), chatBoxScope(ticket.id), NOTIFICATION_SCOPE])];
}

/**
 * The rooms a socket is in while it has this ticket's chat box open (spec 1 §4 joinChatBox) and may see the ticket:
 * an attendant has its chat on screen.
 */
export function ticketChatBoxRooms(companyId: number, ticket: VisibilityFacts & { id: number }): string[] {
  return narrowed(ticketSightRooms(companyId, ticket), [chatBoxScope(ticket.id)]);
}

/**
 * Every spec-mode socket with a chat box open is in this room too, so asking which chats are on screen asks those
 * sockets only (realtime/chat-box-screens.ts). A ticket room, so replacing a socket's ticket rooms keeps it right.
 */
export const chatBoxWatchersRoom = (companyId: number) => `company:${companyId}:tickets:chatBoxWatchers`;

/**
 * The ticket rooms a viewer's socket belongs in: its sight rooms (our web app, `followed` null) or those narrowed
 * by what it follows (spec mode), and one of the masked/unmasked rooms.
 */
export function viewerTicketRooms(viewer: TicketViewer, followed: FollowedTickets | null): string[] {
  const { companyId } = viewer;
  const masking = masksNumberFor(viewer) ? rooms.ticketsMasked(companyId) : rooms.ticketsUnmasked(companyId);
  const sights = viewerSightRooms(viewer);
  if (!followed) return [masking, ...sights];
  const scopes = [...followed.statuses.map(statusScope), ...followed.chatBoxes.map(chatBoxScope)];
  if (followed.notification) scopes.push(NOTIFICATION_SCOPE);
  const watching = followed.chatBoxes.length > 0 ? [chatBoxWatchersRoom(companyId)] : [];
  return [masking, ...watching, ...narrowed(sights, scopes)];
}

/** Whether a room name is one of the ticket rooms (those viewerTicketRooms manages). */
export function isViewerTicketRoom(companyId: number, room: string): boolean {
  return room.startsWith(`company:${companyId}:tickets:`);
}
