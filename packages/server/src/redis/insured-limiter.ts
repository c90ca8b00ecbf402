import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface InsuredLimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A rate-limiter-flexible limiter on Redis (shared by every process) when one is configured, counting in this
 * process's memory whenever Redis cannot answer at once: not ready, or a command that fails (see rateLimitClient for
 * why failing is quick). Without Redis, memory alone. Each process then limits on its own until Redis is back, which
 * is what a single process does anyway; a limit never waits on a dead connection and never lapses.
 */
export function insuredLimiter(
  redis: Redis | undefined,
  { keyPrefix, points, durationSeconds }: InsuredLimiterOptions,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: durationSeconds,
    insuranceLimiter: memory,
    // A client that is reconnecting is not even asked: the insurance answers.
    rejectIfRedisNotReady: true,
  });
}
