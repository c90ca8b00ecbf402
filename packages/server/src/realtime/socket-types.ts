import type { BroadcastOperator, Namespace, RemoteSocket, Server, Socket } from 'socket.io';
import type { RequestAuth } from '../modules/auth/auth.service.js';
import type { FollowedTickets } from '../modules/tickets/ticket-rooms.js';

export interface SocketData {
  auth: RequestAuth;
  /**
   * Spec mode (socket-server.ts): the ticket lists, chat boxes and notifications the socket follows. Null for our
   * web app's sockets, which hear every ticket their user may see.
   */
  followed: FollowedTickets | null;
  /** The ticket rooms to join on connection (ticket-rooms.ts), read during the handshake. */
  ticketRooms: string[];
  /** A billing-only session (an expired company): in its billing and session rooms only. */
  billingOnly: boolean;
}

type NoEvents = Record<string, never>;
/** Server events are named per company (serverEvents), each with one payload. */
type ServerEvents = Record<string, (payload: unknown) => void>;
/** What one process tells the others through the Redis adapter (serverSideEmit). */
export interface InterServerEvents {
  connectionChanged: (notice: { companyId: number; whatsappId: number; deleted: boolean }) => void;
}
export type AppSocketServer = Server<NoEvents, ServerEvents, InterServerEvents, SocketData>;
export type AppNamespace = Namespace<NoEvents, ServerEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<NoEvents, ServerEvents, InterServerEvents, SocketData>;
export type AppRemoteSocket = RemoteSocket<ServerEvents, SocketData>;
export type AppBroadcastOperator = BroadcastOperator<ServerEvents, SocketData>;
