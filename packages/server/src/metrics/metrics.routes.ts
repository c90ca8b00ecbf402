import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../http/app-error.js';
import { routeOptions } from '../http/route-schema.js';
import { metricsAccess } from './metrics-access.js';

export interface MetricsRouteDeps {
  registry: Registry;
  /** METRICS_TOKEN; unset: loopback peers only (metrics-access.ts). */
  token: string | undefined;
}

/** `GET /metrics` at the root (where Prometheus looks by default), in Prometheus' text format. */
export async function metricsRoutes(app: FastifyInstance, { registry, token }: MetricsRouteDeps): Promise<void> {
  app.get(
    '/metrics',
    routeOptions('operations')('Prometheus metrics (METRICS_TOKEN bearer, or loopback only)'),
    async (request, reply) => {
      const access = metricsAccess(token, {
        authorization: request.headers.authorization,
        remoteAddress: request.socket.remoteAddress,
      });
      if (access === 'unauthorized')
        throw new AppError('ERR_INVALID_API_TOKEN', { message: 'a valid METRICS_TOKEN bearer is required' });
      if (access === 'forbidden')
        throw new AppError('ERR_NO_PERMISSION', {
          message: 'metrics are served to loopback peers only unless METRICS_TOKEN is set',
        });
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
