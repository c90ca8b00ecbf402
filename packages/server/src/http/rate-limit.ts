import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { insuredLimiter } from '../redis/insured-limiter.js';

/**
 * The per-route limits (`config.rateLimit` on a route: login, refresh, sign-up, recovery, the external API). With
 * Redis they are shared by every process, and counted in memory while Redis is unreachable (InsuredStore); without
 * it, in memory.
 */
export async function registerRateLimits(
  http: FastifyInstance,
  redis: Redis | undefined,
  namespace: string,
): Promise<void> {
  await http.register(fastifyRateLimit, {
    global: false,
    // The store does not fail (its insurance counts in memory); should it all the same, a limit pauses rather than
    // locking everyone out.
    skipOnError: true,
    ...(redis ? { store: insuredStore(redis, namespace) } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, error: 'ERR_TOO_MANY_REQUESTS' }),
  });
}

/**
 * The plugin's own Redis store waits on ioredis while Redis is down (and its skipOnError then drops the limit):
 * logins and refreshes took 5 to 20 s. This one counts on an insured limiter per route and time window.
 */
function insuredStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  return class extends InsuredStore {
    constructor() {
      super(redis, namespace);
    }
  };
}

class InsuredStore implements FastifyRateLimitStore {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    // Counting only: the plugin compares the count with the route's maximum.
    this.limiterFor(timeWindow)
      .penalty(key)
      .then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  }

  child(settings: object): FastifyRateLimitStore {
    return new InsuredStore(this.redis, `${this.keyPrefix}${routeName(settings)}-`);
  }

  private limiterFor(timeWindowMs: number): RateLimiterAbstract {
    let limiter = this.limiters.get(timeWindowMs);
    if (!limiter) {
      limiter = insuredLimiter(this.redis, {
        keyPrefix: this.keyPrefix,
        points: Number.MAX_SAFE_INTEGER,
        durationSeconds: Math.ceil(timeWindowMs / 1000),
      });
      this.limiters.set(timeWindowMs, limiter);
    }
    return limiter;
  }
}

/**
 * Each route counts apart. The plugin passes child() the route's merged settings with the route under `routeInfo`
 * (as its own RedisStore reads it), whatever its typings say.
 */
function routeName(settings: object): string {
  const route = 'routeInfo' in settings ? settings.routeInfo : undefined;
  if (typeof route !== 'object' || route === null) return '';
  const method = 'method' in route ? String(route.method) : '';
  const url = 'url' in route ? String(route.url) : '';
  return `${method}${url}`;
}
