import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Infrastructure } from '../app/infrastructure.js';
import { observeHttpRequests } from './http-metrics.js';
import { countMessages } from './message-counters.js';
import { registerScrapeGauges } from './scrape-gauges.js';

/** One app's metrics: what GET /metrics answers (metrics.routes.ts). */
export interface AppMetrics {
  registry: Registry;
  /** The realtime server runs: the sockets gauge reads this from now on (0 before). */
  countSockets(read: () => number): void;
}

/**
 * The app's own registry, never prom-client's global one: tests build many apps in one process, and each must
 * count only its own requests and messages (a metric registered twice on one registry throws). Call before any
 * route is registered (the HTTP histogram's hook) and before services emit events (the message counters).
 */
export function createAppMetrics(
  http: FastifyInstance,
  infra: Pick<Infrastructure, 'database' | 'db' | 'events' | 'logger'>,
): AppMetrics {
  const registry = new Registry();
  // Process and Node.js series under their usual names (process_*, nodejs_*: event-loop lag among them), so
  // ready-made dashboards read them.
  collectDefaultMetrics({ register: registry });
  observeHttpRequests(http, registry);
  countMessages(registry, infra.events, infra.db);
  let sockets = () => 0;
  registerScrapeGauges(registry, { database: infra.database, logger: infra.logger, sockets: () => sockets() });
  return {
    registry,
    countSockets: (read) => {
      sockets = read;
    },
  };
}
