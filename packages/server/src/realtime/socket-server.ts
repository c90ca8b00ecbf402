import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PING_MS, TICKET_STATUSES, clientEvents, rooms } from '@guiche/shared';
import { AppError } from '../http/app-error.js';
import type { AuthService, RequestAuth } from '../modules/auth/auth.service.js';
import type { UsersService } from '../modules/users/users.service.js';

export interface SocketData {
  auth: RequestAuth;
}
export type AppSocketServer = Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;
type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** One room per login session, so a new login can address every other session of the same user. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeDeps {
  httpServer: HttpServer;
  auth: AuthService;
  users: UsersService;
  logger: FastifyBaseLogger;
  redisUrl?: string | undefined;
}

export interface Realtime {
  io: AppSocketServer;
  close(): Promise<void>;
}

export async function createRealtime({ httpServer, auth, users, logger, redisUrl }: RealtimeDeps): Promise<Realtime> {
  const io: AppSocketServer = new Server(httpServer, {
    pingTimeout: SOCKET_PING_MS,
    pingInterval: SOCKET_PING_MS,
    transports: ['websocket', 'polling'],
  });
  const redisClients = redisUrl ? await attachRedisAdapter(io, redisUrl) : [];

  io.use((socket, next) => {
    authenticateHandshake(socket, auth)
      .then(() => next())
      .catch((error: unknown) => next(new Error(error instanceof AppError ? error.code : 'ERR_SESSION_EXPIRED')));
  });

  io.on('connection', (socket) => {
    const { companyId, userId, sessionId } = socket.data.auth;
    void socket.join([rooms.company(companyId), rooms.user(companyId, userId), sessionRoom(sessionId)]);
    registerClientEvents(socket, users, logger);
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

function registerClientEvents(socket: AppSocket, users: UsersService, logger: FastifyBaseLogger): void {
  const { companyId, userId } = socket.data.auth;
  const statuses = new Set<string>(TICKET_STATUSES);

  socket.on(clientEvents.joinTickets, (status: unknown) => {
    if (typeof status === 'string' && statuses.has(status)) void socket.join(rooms.ticketStatus(companyId, status));
  });
  socket.on(clientEvents.leaveTickets, (status: unknown) => {
    if (typeof status === 'string' && statuses.has(status)) void socket.leave(rooms.ticketStatus(companyId, status));
  });
  socket.on(clientEvents.joinNotification, () => void socket.join(rooms.notification(companyId)));
  socket.on(clientEvents.leaveNotification, () => void socket.leave(rooms.notification(companyId)));
  // Ticket rooms are named under the caller's company, so a foreign ticket id reaches nothing of another tenant.
  socket.on(clientEvents.joinChatBox, (ticketId: unknown) => {
    const id = readTicketId(ticketId);
    if (id) void socket.join(rooms.ticket(companyId, id));
  });
  socket.on(clientEvents.leaveChatBox, (ticketId: unknown) => {
    const id = readTicketId(ticketId);
    if (id) void socket.leave(rooms.ticket(companyId, id));
  });
  socket.on(clientEvents.userStatus, () => {
    users.setPresence(companyId, userId, true).catch((error: unknown) => logger.error({ err: error }, 'userStatus failed'));
  });
}

async function markOfflineWhenLastSocket(io: AppSocketServer, users: UsersService, companyId: number, userId: number): Promise<void> {
  const remaining = await io.in(rooms.user(companyId, userId)).fetchSockets();
  if (remaining.length === 0) await users.setPresence(companyId, userId, false);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function readTicketId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[0-9a-zA-Z-]{1,64}$/.test(value)) return value;
  return undefined;
}
