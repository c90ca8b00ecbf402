import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PING_MS, clientEvents, rooms } from '@guiche/shared';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import type { AuthService, RequestAuth } from '../modules/auth/auth.service.js';
import { isViewerTicketRoom, viewerTicketRooms } from '../modules/tickets/ticket-rooms.js';
import { ticketsRepository } from '../modules/tickets/tickets.repository.js';
import type { UsersService } from '../modules/users/users.service.js';

export interface SocketData {
  auth: RequestAuth;
  /** The ticket visibility rooms to join on connection (ticket-rooms.ts), read during the handshake. */
  ticketRooms: string[];
}
export type AppSocketServer = Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;
type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** One room per login session, so a new login can address every other session of the same user. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeDeps {
  httpServer: HttpServer;
  db: Db;
  auth: AuthService;
  users: UsersService;
  logger: FastifyBaseLogger;
  redisUrl?: string | undefined;
}

export interface Realtime {
  io: AppSocketServer;
  close(): Promise<void>;
}

export async function createRealtime({ httpServer, db, auth, users, logger, redisUrl }: RealtimeDeps): Promise<Realtime> {
  const io: AppSocketServer = new Server(httpServer, {
    pingTimeout: SOCKET_PING_MS,
    pingInterval: SOCKET_PING_MS,
    transports: ['websocket', 'polling'],
  });
  const redisClients = redisUrl ? await attachRedisAdapter(io, redisUrl) : [];

  io.use((socket, next) => {
    authenticateHandshake(socket, auth)
      .then(() => loadTicketRooms(db, socket.data.auth))
      .then((ticketRooms) => {
        socket.data.ticketRooms = ticketRooms;
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof AppError ? error.code : 'ERR_SESSION_EXPIRED')));
  });

  io.on('connection', (socket) => {
    const { companyId, userId, sessionId } = socket.data.auth;
    // Joined before the client hears "connected", so no ticket event can slip past a fresh socket.
    void socket.join([rooms.company(companyId), rooms.user(companyId, userId), sessionRoom(sessionId), ...socket.data.ticketRooms]);
    registerClientEvents(socket, db, users, logger);
    socket.on('disconnect', () => {
      void markOfflineWhenLastSocket(io, users, companyId, userId).catch((error: unknown) =>
        logger.error({ err: error }, 'presence update on disconnect failed'),
      );
    });
  });

  return {
    io,
    close: async () => {
      io.disconnectSockets(true);
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

async function attachRedisAdapter(io: AppSocketServer, redisUrl: string): Promise<Redis[]> {
  const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return [pub, sub];
}

/** The handshake carries the publicToken (auth.token, or query token); companyId/userId in the query must match it. */
async function authenticateHandshake(socket: AppSocket, auth: AuthService): Promise<void> {
  const { auth: handshakeAuth, query } = socket.handshake;
  const token = readString(handshakeAuth['token']) ?? readString(query['token']);
  if (!token) throw new AppError('ERR_SESSION_EXPIRED');
  const { state, ...requestAuth } = await auth.authenticate(token, 'socket');
  auth.assertCompanyUsable(state);
  const claimedCompany = readString(query['companyId']);
  const claimedUser = readString(query['userId']);
  if ((claimedCompany && Number(claimedCompany) !== requestAuth.companyId) || (claimedUser && Number(claimedUser) !== requestAuth.userId)) {
    throw new AppError('ERR_NO_PERMISSION');
  }
  socket.data.auth = requestAuth;
}

function registerClientEvents(socket: AppSocket, db: Db, users: UsersService, logger: FastifyBaseLogger): void {
  const { companyId, userId } = socket.data.auth;
  // Which tickets a socket hears is the server's choice (its user's visibility); asking for the ticket lists or the
  // notifications only refreshes that choice, in case the user's queues changed. An acknowledgement callback, when
  // the client passes one, is called once the rooms are in place.
  const refresh = (...args: unknown[]) => {
    const ack = args.at(-1);
    loadTicketRooms(db, socket.data.auth)
      .then((ticketRooms) => {
        replaceTicketRooms(socket, companyId, ticketRooms);
        if (typeof ack === 'function') ack();
      })
      .catch((error: unknown) => logger.error({ err: error }, 'ticket rooms refresh failed'));
  };
  socket.on(clientEvents.joinTickets, refresh);
  socket.on(clientEvents.joinNotification, refresh);
  socket.on(clientEvents.userStatus, () => {
    users.setPresence(companyId, userId, true).catch((error: unknown) => logger.error({ err: error }, 'userStatus failed'));
  });
}

/** The ticket visibility rooms of the user (none for a user that no longer exists). */
async function loadTicketRooms(db: Db, auth: RequestAuth): Promise<string[]> {
  const viewer = await ticketsRepository.findViewer(db, auth.companyId, auth.userId);
  return viewer ? viewerTicketRooms(viewer) : [];
}

interface RoomMember {
  rooms: Set<string>;
  join(room: string | string[]): unknown;
  leave(room: string): unknown;
}

function replaceTicketRooms(socket: RoomMember, companyId: number, ticketRooms: string[]): void {
  const wanted = new Set(ticketRooms);
  for (const room of socket.rooms) if (isViewerTicketRoom(companyId, room) && !wanted.has(room)) void socket.leave(room);
  void socket.join(ticketRooms);
}

/** Moves every socket of the user (on any server process) to the ticket rooms of their current profile and queues. */
export async function syncTicketRooms(io: AppSocketServer, db: Db, companyId: number, userId: number): Promise<void> {
  const [sockets, viewer] = await Promise.all([io.in(rooms.user(companyId, userId)).fetchSockets(), ticketsRepository.findViewer(db, companyId, userId)]);
  if (!viewer) return;
  const ticketRooms = viewerTicketRooms(viewer);
  for (const socket of sockets) replaceTicketRooms(socket, companyId, ticketRooms);
}

async function markOfflineWhenLastSocket(io: AppSocketServer, users: UsersService, companyId: number, userId: number): Promise<void> {
  const remaining = await io.in(rooms.user(companyId, userId)).fetchSockets();
  if (remaining.length === 0) await users.setPresence(companyId, userId, false);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
