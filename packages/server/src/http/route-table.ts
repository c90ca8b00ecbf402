import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from './route-access.js';

export interface RouteEntry {
  method: string;
  /** As registered, with the prefix: `/api/tickets/:id`. */
  url: string;
  /** What the route declares in `config.access` (route-access.ts), for the role and plan guards. */
  access: RouteAccess | undefined;
  /** Its schema: the input Fastify validates and the API reference documents (http/api-reference.ts). */
  schema: FastifySchema | undefined;
  /** Its handler, for the reference's test to see which parts of the request it reads. */
  handler: RouteOptions['handler'];
}

/**
 * The routes as they are registered, in order. Register before any route: the standing guards
 * (src/test/guards) read this table, so every route added later is exercised without anyone listing it.
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
        handler: route.handler,
      });
  });
  return routes;
}
