import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../http/app-error.js';
import { SOCKET_COOKIE } from '../modules/auth/auth.routes.js';
import type { AuthService, RequestAuth } from '../modules/auth/auth.service.js';
import { isOwnOrAllowedOrigin } from './socket-origins.js';
import type { AppSocket } from './socket-types.js';

/** Reads a Cookie header (Fastify's parser, the one HTTP requests use). */
export type CookieParser = (header: string) => Record<string, string | undefined>;

export interface HandshakeDeps {
  auth: AuthService;
  parseCookie: CookieParser;
  allowedOrigins: ReadonlySet<string>;
}

export interface HandshakeIdentity {
  auth: RequestAuth;
  /** Whether the socket hears only the tickets it follows (ticket-rooms.ts), as spec 1 §7 clients expect. */
  specMode: boolean;
  /** A session of an expired company (AuthService.isBillingOnly): the socket hears its payment and nothing else. */
  billingOnly: boolean;
}

/**
 * Who opens the socket, and how it hears tickets:
 * - Our web app sends the publicToken in the handshake's `auth` payload (a socket.io field the spec does not use).
 *   It hears every ticket its user may see and filters on the client.
 * - A spec 1 §7 client sends the publicToken in the query or, with no token at all, the httpOnly socket cookie set
 *   at login and refresh. It shows whatever ticket event reaches it, so it is in spec mode: it hears only the
 *   status lists, chat boxes and notifications it joined.
 * companyId/userId in the query, when given, must be those of the session: they never choose who the socket is.
 */
export async function authenticateHandshake(
  handshake: AppSocket['handshake'],
  deps: HandshakeDeps,
): Promise<HandshakeIdentity> {
  const ownToken = readString(handshake.auth['token']);
  const token = ownToken ?? readString(handshake.query['token']);
  const { state, ...auth } = token
    ? await deps.auth.authenticate(token, 'socket')
    : await deps.auth.authenticate(socketCookie(handshake.headers, deps), 'socket-cookie');
  deps.auth.assertCompanyActive(state);
  const claimedCompany = readString(handshake.query['companyId']);
  const claimedUser = readString(handshake.query['userId']);
  if (
    (claimedCompany && Number(claimedCompany) !== auth.companyId) ||
    (claimedUser && Number(claimedUser) !== auth.userId)
  ) {
    throw new AppError('ERR_NO_PERMISSION');
  }
  return { auth, specMode: ownToken === undefined, billingOnly: deps.auth.isBillingOnly(state) };
}

/** The socket cookie, which a browser sends by itself: taken only from our own origin or an allowed one. */
function socketCookie(headers: IncomingHttpHeaders, { parseCookie, allowedOrigins }: HandshakeDeps): string {
  if (!isOwnOrAllowedOrigin(headers, allowedOrigins)) throw new AppError('ERR_NO_PERMISSION');
  const value = headers.cookie ? parseCookie(headers.cookie)[SOCKET_COOKIE] : undefined;
  if (!value) throw new AppError('ERR_SESSION_EXPIRED');
  return value;
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
