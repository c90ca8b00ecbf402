import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError } from './app-error.js';

/**
 * Answers every failure as `{ error: CODE }`. Known client errors keep their status; anything unexpected is
 * logged with its stack and answered 500 ERR_INTERNAL without internals; a lost database connection is 503
 * ERR_SERVICE_UNAVAILABLE. (Unknown paths: see web-app.ts.)
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'ERR_TOO_MANY_REQUESTS' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ error: 'ERR_VALIDATION', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, failover or cut connection: the pool reconnects by itself, so the caller should simply retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: 'ERR_SERVICE_UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'ERR_INTERNAL' });
  });
}
