import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Headers a cross-origin client may send: the bearer token, JSON bodies and retried POSTs (modules/idempotency). */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];

/**
 * Browsers on another origin (a separate front end, a spec client whose backend URL is https://host/api) may call
 * the API only from the configured origins. An allowed origin is echoed with credentials, so the refresh and socket
 * cookies travel; any other origin gets no Access-Control headers and the browser blocks it. Same-origin requests
 * (our own web app) need none of this. socket.io answers its polling transport with the same list (socket-server.ts).
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: ['Idempotent-Replayed'],
    optionsSuccessStatus: 204,
    // A day: preflights are not repeated for every call of a busy client.
    maxAge: 86_400,
  });
}
