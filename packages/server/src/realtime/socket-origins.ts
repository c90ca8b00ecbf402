import type { IncomingHttpHeaders } from 'node:http';
import type { ServerOptions } from 'socket.io';

/**
 * socket.io's answer to browsers on other origins, the same as the API's (http/cors.ts): an allowed origin is echoed
 * with credentials, so the polling transport's requests carry the socket cookie; any other origin gets no
 * Access-Control headers and the browser blocks it. Same-origin requests need none.
 */
export function socketCors(allowedOrigins: ReadonlySet<string>): NonNullable<ServerOptions['cors']> {
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    credentials: true,
  };
}

/**
 * Whether a handshake comes from our own origin (no Origin header, or one naming the Host asked for) or an allowed
 * one. The websocket transport is not subject to CORS, so a handshake the browser authenticates by itself (the
 * socket cookie) checks this: SameSite=strict keeps other sites out, this also keeps out other origins of the same
 * site. Behind a proxy that rewrites Host, list the public origin in CORS_ORIGINS.
 */
export function isOwnOrAllowedOrigin(headers: IncomingHttpHeaders, allowedOrigins: ReadonlySet<string>): boolean {
  const { origin, host } = headers;
  if (origin === undefined) return true;
  if (allowedOrigins.has(origin)) return true;
  return URL.canParse(origin) && new URL(origin).host === host;
}
