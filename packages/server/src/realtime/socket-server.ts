import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PING_MS, clientEvents, rooms } from '@guiche/shared';
import type { Db } from '../db/database.js';
import type { DomainEvents } from '../events/domain-events.js';
import { closeRedis } from '../redis/close-redis.js';
import type { SocketMediaLinking } from '../storage/media-link-hooks.js';
import { AppError } from '../http/app-error.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { UsersService } from '../modules/users/users.service.js';
import { Broadcaster } from './broadcaster.js';
import { relayConnectionChanges } from './connection-relay.js';
import { authenticateHandshake, type CookieParser, type HandshakeDeps } from './socket-handshake.js';
import { socketCors } from './socket-origins.js';
import type { AppNamespace, AppSocketServer } from './socket-types.js';
import { followsNothing, loadTicketRooms, registerTicketRoomEvents } from './ticket-room-membership.js';

/** One room per login session, so a new login can address every other session of the same user. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The namespaces the same sockets are served on: '/' for our web app, and '/api' for clients whose backend URL is
 * https://host/api (socket.io-client takes the URL's path as the namespace, at the default path /socket.io).
 */
const NAMESPACES = ['/', '/api'];

export interface RealtimeDeps {
  httpServer: HttpServer;
  db: Db;
  events: DomainEvents;
  auth: AuthService;
  users: UsersService;
  logger: FastifyBaseLogger;
  redisUrl?: string | undefined;
  /** Prefix of the adapter's Redis channels (RateLimitConfig.namespace). */
  redisNamespace: string;
  /** Browser origins besides our own that may open the socket (the API's CORS list). */
  corsOrigins: readonly string[];
  parseCookie: CookieParser;
  /** Signs the storage keys of every event, on each connection's base (storage/media-link-hooks.ts). */
  mediaLinking?: SocketMediaLinking;
}

export interface Realtime {
  /** Emits to rooms of every namespace: what listeners use. */
  broadcaster: Broadcaster;
  /** Sockets connected to this process (every namespace), for /metrics. */
  connectedSockets(): number;
  close(): Promise<void>;
}

export async function createRealtime({
  httpServer,
  db,
  events,
  auth,
  users,
  logger,
  redisUrl,
  redisNamespace,
  corsOrigins,
  parseCookie,
  mediaLinking,
}: RealtimeDeps): Promise<Realtime> {
  const allowedOrigins = new Set(corsOrigins);
  const io: AppSocketServer = new Server(httpServer, {
    pingTimeout: SOCKET_PING_MS,
    pingInterval: SOCKET_PING_MS,
    transports: ['websocket', 'polling'],
    cors: socketCors(allowedOrigins),
    ...(mediaLinking ? { parser: mediaLinking.parser } : {}),
  });
  mediaLinking?.attach(io.engine);
  // The adapter is per namespace (its own Redis channels): io.adapter() gives every namespace, made before or
  // after, its own instance. Every process serves the same static namespaces, so cross-process requests
  // (fetchSockets, remote joins) find each of them everywhere.
  // Loaded only with Redis configured, so a single process does not hold ioredis and the adapter.
  const redisClients = redisUrl
    ? await (await import('./redis-adapter.js')).attachRedisAdapter(io, redisUrl, redisNamespace, logger)
    : [];
  if (redisUrl) relayConnectionChanges(io, events);
  const namespaces = NAMESPACES.map((name) => io.of(name));
  const broadcaster = new Broadcaster(namespaces, Boolean(redisUrl));
  const handshake: HandshakeDeps = { auth, parseCookie, allowedOrigins };
  for (const namespace of namespaces) serveNamespace(namespace, { db, users, logger, handshake, broadcaster });

  return {
    broadcaster,
    connectedSockets: () => namespaces.reduce((sum, namespace) => sum + namespace.sockets.size, 0),
    close: async () => {
      // This process's sockets only: with Redis, a plain disconnectSockets would reach the other servers' too.
      for (const namespace of namespaces) namespace.local.disconnectSockets(true);
      await io.close();
      await Promise.all(redisClients.map(closeRedis));
    },
  };
}

interface NamespaceDeps {
  db: Db;
  users: UsersService;
  logger: FastifyBaseLogger;
  handshake: HandshakeDeps;
  broadcaster: Broadcaster;
}

function serveNamespace(namespace: AppNamespace, { db, users, logger, handshake, broadcaster }: NamespaceDeps): void {
  namespace.use((socket, next) => {
    authenticateHandshake(socket.handshake, handshake)
      .then(async ({ auth, specMode, billingOnly }) => {
        socket.data.auth = auth;
        socket.data.followed = specMode ? followsNothing() : null;
        socket.data.billingOnly = billingOnly;
        socket.data.ticketRooms = billingOnly ? [] : await loadTicketRooms(db, socket.data);
        next();
      })
      .catch((error: unknown) => next(new Error(error instanceof AppError ? error.code : 'ERR_SESSION_EXPIRED')));
  });

  namespace.on('connection', (socket) => {
    const { companyId, userId, sessionId } = socket.data.auth;
    if (socket.data.billingOnly) {
      // An expired company's session hears whether its payment arrived (and its own end), nothing of the company's
      // work; it follows no tickets and counts as no one online. Paying, the client connects again with full rooms.
      void socket.join([rooms.billing(companyId), sessionRoom(sessionId)]);
      return;
    }
    // Joined before the client hears "connected", so no ticket event can slip past a fresh socket.
    void socket.join([
      rooms.company(companyId),
      rooms.user(companyId, userId),
      sessionRoom(sessionId),
      ...socket.data.ticketRooms,
    ]);
    registerTicketRoomEvents(socket, db, logger);
    socket.on(clientEvents.userStatus, () => {
      users
        .setPresence(companyId, userId, true)
        .catch((error: unknown) => logger.error({ err: error }, 'userStatus failed'));
    });
    socket.on('disconnect', () => {
      void markOfflineWhenLastSocket(broadcaster, users, companyId, userId).catch((error: unknown) =>
        logger.error({ err: error }, 'presence update on disconnect failed'),
      );
    });
  });
}

async function markOfflineWhenLastSocket(
  broadcaster: Broadcaster,
  users: UsersService,
  companyId: number,
  userId: number,
): Promise<void> {
  const remaining = await broadcaster.in(rooms.user(companyId, userId)).fetchSockets();
  if (remaining.length === 0) await users.setPresence(companyId, userId, false);
}
