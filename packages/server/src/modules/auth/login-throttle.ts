import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error.js';

export interface LoginThrottleOptions {
  /** Keys in the shared store start with this (see RateLimitConfig.namespace). */
  namespace: string;
  /** Wrong passwords one address may try on one account within the window before it is refused. */
  failuresPerAccountAndAddress: number;
  /** Wrong passwords on one account (from anywhere) within the window before its wrong answers slow down. */
  accountFailuresBeforeDelay: number;
}

const WINDOW_SECONDS = 15 * 60;
/** The slowdown doubles from this with every further wrong password on the account, up to the cap. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/**
 * Password guessing protection that never locks the owner out. Only wrong passwords count, and they count:
 * - per account and address: that address is refused on that account for the rest of the window, while the owner
 *   logging in from anywhere else is not affected (an attacker cannot lock an account by failing on purpose);
 * - per account, from every address: past a threshold, each further wrong answer is delayed (doubling, capped), so
 *   guesses spread over many addresses slow down. A right password is never delayed.
 * A successful login clears its address's count. Counters live in Redis when configured (so every process shares
 * them) with an in-memory fallback while Redis is unreachable.
 */
export class LoginThrottle {
  private readonly byAccountAndAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;

  constructor(
    private readonly options: LoginThrottleOptions,
    redis: Redis | undefined,
  ) {
    this.byAccountAndAddress = limiter(redis, `${options.namespace}login-fail-ip`, options.failuresPerAccountAndAddress);
    // Never refuses (points far above any real count): it only measures, and the delay is derived from the count.
    this.byAccount = limiter(redis, `${options.namespace}login-fail-acct`, Number.MAX_SAFE_INTEGER);
  }

  /** Refuses an address that has used up its wrong passwords on this account. */
  async assertAllowed(account: string, address: string): Promise<void> {
    const state = await this.byAccountAndAddress.get(pairKey(account, address));
    if (state && state.consumedPoints >= this.options.failuresPerAccountAndAddress) {
      throw new AppError('ERR_TOO_MANY_REQUESTS', { message: `Try again in ${Math.ceil(state.msBeforeNext / 1000)} s` });
    }
  }

  /** Counts a wrong password; answers how long to hold the answer back. */
  async recordFailure(account: string, address: string): Promise<number> {
    const [, accountState] = await Promise.all([
      this.byAccountAndAddress.penalty(pairKey(account, address)),
      this.byAccount.penalty(account),
    ]);
    const excess = accountState.consumedPoints - this.options.accountFailuresBeforeDelay;
    return excess > 0 ? Math.min(FIRST_DELAY_MS * 2 ** (excess - 1), MAX_DELAY_MS) : 0;
  }

  async recordSuccess(account: string, address: string): Promise<void> {
    await this.byAccountAndAddress.delete(pairKey(account, address));
  }
}

function limiter(redis: Redis | undefined, keyPrefix: string, points: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  if (!redis) return memory;
  const shared: RateLimiterStoreAbstract = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration: WINDOW_SECONDS,
    // Redis down: count in this process rather than fail logins or wait on a dead connection.
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
  return shared;
}

const pairKey = (account: string, address: string) => `${account}|${address}`;
