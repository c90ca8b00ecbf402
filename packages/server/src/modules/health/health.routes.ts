import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.js';
import { PUBLIC_ROUTE, routeOptions } from '../../http/route-schema.js';
import { buildInfo, type BuildInfo } from './build-info.js';
import { Lifecycle } from './lifecycle.js';

export interface HealthDeps {
  database: Database;
  /** A client of the configured Redis (absent without REDIS_URL); its connection state is reported, not probed. */
  redis?: Redis | undefined;
  /** The process's phase (index.ts); absent: always serving (tests, benchmarks). */
  lifecycle?: Lifecycle | undefined;
  /** Version and commit (tests give their own); read once per process by default. */
  build?: BuildInfo | undefined;
}

const route = routeOptions('operations');

/**
 * - `GET /health`: 200 while the database answers, 503 when it does not. Redis is reported but never fails the
 *   check: without it the server goes on as a single process. The image's HEALTHCHECK and spec clients call it.
 * - `GET /health/live`: 200 whenever the process answers HTTP at all, without touching the database (an
 *   orchestrator restarts a process that fails it; a database outage must not restart every server).
 * - `GET /health/ready`: 503 while starting or draining after a shutdown signal (the proxy stops sending), else
 *   as /health.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, redis, lifecycle = new Lifecycle(), build = buildInfo() }: HealthDeps,
): Promise<void> {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const redisCheck = redis ? { redis: redis.status === 'ready' ? 'ok' : 'unavailable' } : {};
    try {
      await database.ping();
      return { status: 'ok', database: database.kind, checks: { database: 'ok', ...redisCheck }, ...build };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({
        status: 'unavailable',
        database: database.kind,
        checks: { database: 'unavailable', ...redisCheck },
        ...build,
      });
    }
  };

  app.get('/health', route('Database (and Redis) reachability, version and commit', PUBLIC_ROUTE), check);
  app.get('/health/live', route('Liveness: the process answers HTTP (no database query)', PUBLIC_ROUTE), async () => ({
    status: 'ok',
  }));
  app.get(
    '/health/ready',
    route('Readiness: 503 while starting or draining, else as /health', PUBLIC_ROUTE),
    async (request, reply) => {
      const phase = lifecycle.phase;
      if (phase !== 'serving') return reply.status(503).send({ status: phase, ...build });
      return check(request, reply);
    },
  );
}
