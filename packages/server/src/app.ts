import Fastify, { type FastifyInstance } from 'fastify';
import { openInfrastructure } from './app/infrastructure.js';
import { registerHttpStack } from './app/http-stack.js';
import { startRealtimeStack } from './app/realtime-stack.js';
import { composeServices, type Services } from './app/services.js';
import { startWorkers } from './app/workers.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { RouteEntry } from './http/route-table.js';
import { fastifyTrustProxy } from './http/request-origin.js';
import { createAppMetrics } from './metrics/app-metrics.js';
import type { Lifecycle } from './modules/health/lifecycle.js';
import type { OutboundTiming } from './modules/messages/outbound-worker.js';
import type { Realtime } from './realtime/socket-server.js';
import { closeRedis } from './redis/close-redis.js';

export interface App {
  http: FastifyInstance;
  realtime: Realtime;
  services: Services;
  /** Every route registered, for the standing guards (src/test/guards). */
  routes: readonly RouteEntry[];
  /** Graceful stop: HTTP stops accepting and drains, sockets close, sessions release leases, workers stop. The database belongs to the caller. */
  close(): Promise<void>;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  /** Outbound send timeouts and job expiry (tests shorten them). */
  outboundTiming?: OutboundTiming;
  /** The minute of the ticket timers (rotation, inactivity, redirect), in milliseconds: tests shorten it. */
  ticketTimerMinuteMs?: number;
  /** The process's phase for readiness (index.ts); absent: serving from the start. */
  lifecycle?: Lifecycle;
}

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  outboundTiming,
  ticketTimerMinuteMs,
  lifecycle,
}: BuildAppOptions): Promise<App> {
  const http = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash (GET /users/), others without.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const infra = await openInfrastructure(config, database, http.log, now);
  // Before services emit events and before any route (its request hook applies to routes registered after it).
  const metrics = createAppMetrics(http, infra);
  const services = composeServices(infra, outboundTiming);
  await startWorkers(infra, services, ticketTimerMinuteMs);
  const { routes, rateLimitRedis } = await registerHttpStack(http, infra, services, { metrics, lifecycle });
  await http.ready();
  const realtime = await startRealtimeStack(http, infra, services);
  metrics.countSockets(() => realtime.connectedSockets());
  const { channels } = services;
  const { statistics, jobs } = infra;

  return {
    http,
    realtime,
    services,
    routes,
    close: async () => {
      // No new connections or requests (Fastify answers 503 on kept-alive ones); requests in flight finish. The
      // server reports closed only once the sockets are gone too, hence realtime before waiting for it.
      const httpClosed = http.close();
      // Node closes idle kept-alive connections once, as closing starts; one busy then would sit idle afterwards
      // until its keep-alive timeout and hold the close up. Close each as its last request is answered.
      const reapIdle = setInterval(() => http.server.closeIdleConnections(), 100);
      await realtime.close();
      await httpClosed.finally(() => clearInterval(reapIdle));
      // Sessions hand their leases back, so another process can resume them without waiting for expiry; workers
      // finish the job in hand and take no more.
      await channels.closeAll();
      await statistics?.stop();
      await jobs.stop();
      if (rateLimitRedis) await closeRedis(rateLimitRedis);
    },
  };
}
