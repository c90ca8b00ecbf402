import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { apiReferenceRoutes, registerRouteSchemas } from '../http/api-reference.js';
import { registerApiRoutes } from '../http/api-routes.js';
import { registerCors } from '../http/cors.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { registerInputHygiene } from '../http/input-hygiene.js';
import { registerRateLimits } from '../http/rate-limit.js';
import { collectRoutes, type RouteEntry } from '../http/route-table.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { registerWebApp } from '../http/web-app.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { limitPasswordHashing } from '../modules/auth/password.js';
import { avatarRoutes } from '../storage/avatar.routes.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { metricsRoutes } from '../metrics/metrics.routes.js';
import type { Lifecycle } from '../modules/health/lifecycle.js';
import type { Infrastructure } from './infrastructure.js';
import type { Services } from './services.js';

export interface HttpStack {
  /** Every route registered, for the standing guards (src/test/guards). */
  routes: readonly RouteEntry[];
  /** The rate limits' Redis connection, when Redis is configured (closed with the app). */
  rateLimitRedis: Redis | undefined;
}

/** The HTTP side, in the order requests meet it: errors, input hygiene, CORS, headers, cookies, uploads, limits, routes. */
export async function registerHttpStack(
  http: FastifyInstance,
  infra: Infrastructure,
  services: Services,
  operations: { metrics: AppMetrics; lifecycle?: Lifecycle | undefined },
): Promise<HttpStack> {
  const { config, database, storage, mediaSigner, secretBox, graph, now } = infra;
  registerErrorHandler(http);
  const routes = collectRoutes(http);
  // Before any route: the validator and the document read every route's schema as it is added.
  await registerRouteSchemas(http);
  registerInputHygiene(http);
  await registerCors(http, config.corsOrigins);
  if (config.corsOrigins.length > 0 && !config.publicUrl) {
    http.log.warn(
      'CORS_ORIGINS is set without PUBLIC_URL: media links are made absolute with the host each request or socket came to; set PUBLIC_URL to the address clients use',
    );
  }
  // Signed media may live on PUBLIC_URL's origin rather than the page's own: the web shows it and re-sends it.
  const mediaOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  await registerSecurityHeaders(http, { mediaOrigins, publicUrl: config.publicUrl });
  await http.register(fastifyCookie);
  // Per-route limits are set where a file is read (readUploadedFile); these are the outer bounds.
  await http.register(fastifyMultipart, { limits: { fileSize: 64 * 1024 * 1024, files: 10, fields: 20 } });
  // ioredis loads only when Redis is configured: a single embedded process does without its resident memory.
  const rateLimitRedis = config.redisUrl
    ? (await import('../redis/resilient-redis.js')).rateLimitClient(config.redisUrl, http.log)
    : undefined;
  await registerRateLimits(http, rateLimitRedis, config.rateLimit.namespace);
  limitPasswordHashing(config.rateLimit.passwordHashingShare);

  const loginThrottle = new LoginThrottle(
    {
      namespace: config.rateLimit.namespace,
      failuresPerAccountAndAddress: config.rateLimit.loginFailuresPerAccountAndAddress,
      accountFailuresBeforeDelay: config.rateLimit.loginAccountFailuresBeforeDelay,
    },
    rateLimitRedis,
  );
  await http.register(
    (api) =>
      registerApiRoutes(api, {
        config,
        database,
        services,
        storage,
        mediaSigner,
        secretBox,
        graph,
        rateLimitRedis,
        loginThrottle,
        now,
        lifecycle: operations.lifecycle,
      }),
    { prefix: '/api' },
  );
  // At the root, where Prometheus looks by default; its own access rule (metrics-access.ts).
  await http.register(metricsRoutes, { registry: operations.metrics.registry, token: config.metricsToken });
  await http.register(apiReferenceRoutes);
  // Spec clients whose backend URL is the bare host fetch avatars at /public/... (the SPA has no such route).
  await http.register(avatarRoutes, { storage });
  await registerWebApp(http, config.webDistDir);
  return { routes, rateLimitRedis };
}
