import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.js';

export interface HealthDeps {
  database: Database;
  /** A client of the configured Redis (absent without REDIS_URL); its connection state is reported, not probed. */
  redis?: Redis | undefined;
}

/**
 * `GET /health`: 200 while the database answers, 503 when it does not (a load balancer stops sending traffic).
 * Redis is reported but never fails the check: without it the server goes on as a single process.
 */
export async function healthRoutes(app: FastifyInstance, { database, redis }: HealthDeps): Promise<void> {
  app.get('/health', async (request, reply) => {
    const redisCheck = redis ? { redis: redis.status === 'ready' ? 'ok' : 'unavailable' } : {};
    try {
      await database.ping();
      return { status: 'ok', database: database.kind, checks: { database: 'ok', ...redisCheck } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind, checks: { database: 'unavailable', ...redisCheck } });
    }
  });
}
