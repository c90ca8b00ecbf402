import type { FastifyBaseLogger } from 'fastify';
import { TICKET_ALL_STATUSES, clientEvents, idParam, rooms, type TicketAnyStatus } from '@guiche/shared';
import type { Db } from '../db/database.js';
import { isViewerTicketRoom, viewerTicketRooms, type FollowedTickets } from '../modules/tickets/ticket-rooms.js';
import { ticketsReader } from '../modules/tickets/index.js';
import type { Broadcaster } from './broadcaster.js';
import type { AppSocket, SocketData } from './socket-types.js';

/** Chat boxes one spec-mode socket follows at most; joining another leaves the oldest (a client may never leave). */
const MAX_CHAT_BOXES = 20;

const ticketStatuses = new Set<string>(TICKET_ALL_STATUSES);

export const followsNothing = (): FollowedTickets => ({ statuses: [], notification: false, chatBoxes: [] });

/** The ticket rooms of a socket's user and what it follows (none for a user that no longer exists). */
export async function loadTicketRooms(db: Db, data: Pick<SocketData, 'auth' | 'followed'>): Promise<string[]> {
  const viewer = await ticketsReader.findViewer(db, data.auth.companyId, data.auth.userId);
  return viewer ? viewerTicketRooms(viewer, data.followed) : [];
}

/**
 * The join/leave events of spec 1 §7. A spec-mode socket's rooms follow what it joins. Our web app's sockets hear
 * every ticket their user may see whatever they join; their joinTickets and joinNotification only refresh that, in
 * case the user's queues changed. Either way an acknowledgement callback, when the client passes one, is called
 * once the rooms are in place.
 */
export function registerTicketRoomEvents(socket: AppSocket, db: Db, logger: FastifyBaseLogger): void {
  const on = (event: string, follow: (followed: FollowedTickets, arg: unknown) => void, refreshesWebApp = false) => {
    socket.on(event, (...args: unknown[]) => {
      const { followed } = socket.data;
      if (followed) follow(followed, args[0]);
      else if (!refreshesWebApp) return;
      const ack = args.at(-1);
      // What is followed is read once the viewer has been, so overlapping joins end with the latest of them.
      loadTicketRooms(db, socket.data)
        .then((ticketRooms) => {
          replaceTicketRooms(socket, socket.data.auth.companyId, ticketRooms);
          if (typeof ack === 'function') ack();
        })
        .catch((error: unknown) => logger.error({ err: error }, 'ticket rooms refresh failed'));
    });
  };
  on(
    clientEvents.joinTickets,
    (followed, status) => {
      if (isTicketStatus(status) && !followed.statuses.includes(status)) followed.statuses.push(status);
    },
    true,
  );
  on(
    clientEvents.joinNotification,
    (followed) => {
      followed.notification = true;
    },
    true,
  );
  on(clientEvents.leaveTickets, (followed, status) => {
    followed.statuses = followed.statuses.filter((joined) => joined !== status);
  });
  on(clientEvents.leaveNotification, (followed) => {
    followed.notification = false;
  });
  // The spec's client asks for its chat box before the ticket is loaded, as "undefined": such ids are ignored.
  on(clientEvents.joinChatBox, (followed, id) => {
    const ticketId = readTicketId(id);
    if (ticketId !== undefined)
      followed.chatBoxes = [...followed.chatBoxes.filter((joined) => joined !== ticketId), ticketId].slice(
        -MAX_CHAT_BOXES,
      );
  });
  on(clientEvents.leaveChatBox, (followed, id) => {
    const ticketId = readTicketId(id);
    followed.chatBoxes = followed.chatBoxes.filter((joined) => joined !== ticketId);
  });
}

interface RoomMember {
  rooms: Set<string>;
  join(room: string | string[]): unknown;
  leave(room: string): unknown;
}

function replaceTicketRooms(socket: RoomMember, companyId: number, ticketRooms: string[]): void {
  const wanted = new Set(ticketRooms);
  for (const room of socket.rooms)
    if (isViewerTicketRoom(companyId, room) && !wanted.has(room)) void socket.leave(room);
  void socket.join(ticketRooms);
}

/** Moves every socket of the user (on any server process) to the ticket rooms of their current profile and queues. */
export async function syncTicketRooms(io: Broadcaster, db: Db, companyId: number, userId: number): Promise<void> {
  const [sockets, viewer] = await Promise.all([
    io.in(rooms.user(companyId, userId)).fetchSockets(),
    ticketsReader.findViewer(db, companyId, userId),
  ]);
  if (!viewer) return;
  for (const socket of sockets) replaceTicketRooms(socket, companyId, viewerTicketRooms(viewer, socket.data.followed));
}

function isTicketStatus(value: unknown): value is TicketAnyStatus {
  return typeof value === 'string' && ticketStatuses.has(value);
}

/** A ticket id as the client sends it, a number or its text (the shared id rule); undefined for anything else. */
function readTicketId(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const id = idParam().safeParse(value);
  return id.success ? id.data : undefined;
}
