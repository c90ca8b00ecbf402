import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of requests no route matched (404s of unknown paths): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every answered request's duration, by method, route pattern and status code. The route is the pattern as
 * registered (`/api/tickets/:ticketId`), never the URL: ids in URLs would make a series per ticket.
 * Register before the routes: a hook added to the root applies to what is registered after it.
 */
export function observeHttpRequests(http: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'guiche_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  http.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
