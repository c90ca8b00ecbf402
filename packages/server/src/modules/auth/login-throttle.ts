import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error.js';
import { insuredLimiter } from '../../redis/insured-limiter.js';

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
 * A refused attempt is refused before its password is checked, which is the expensive part (password.ts). A
 * successful login clears its address's count. Counters live in Redis when configured (so every process shares
 * them) with an in-memory fallback while Redis is unreachable.
 */
export class LoginThrottle {
  private readonly byAccountAndAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;

  constructor(
    private readonly options: LoginThrottleOptions,
    redis: Redis | undefined,
  ) {
    this.byAccountAndAddress = limiter(
      redis,
      `${options.namespace}login-fail-ip`,
      options.failuresPerAccountAndAddress,
    );
    // Never refuses (points far above any real count): it only measures, and the delay is derived from the count.
    this.byAccount = limiter(redis, `${options.namespace}login-fail-acct`, Number.MAX_SAFE_INTEGER);
  }

  /**
   * Counts an attempt of this address on this account as a wrong password until it proves otherwise, and refuses
   * it when the address has used up its wrong passwords there. Counting before the password check, not after it,
   * is what stops concurrent guesses: checked first and counted later, any number of them got through before the
   * first was counted, each costing a password check.
   */
  async begin(account: string, address: string): Promise<void> {
    try {
      await this.byAccountAndAddress.consume(pairKey(account, address));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new AppError('ERR_TOO_MANY_REQUESTS', {
        message: `Try again in ${Math.ceil(rejection.msBeforeNext / 1000)} s`,
      });
    }
  }

  /** The attempt was a wrong password (it stays counted); answers how long to hold the answer back. */
  async recordFailure(account: string): Promise<number> {
    const accountState = await this.byAccount.penalty(account);
    const excess = accountState.consumedPoints - this.options.accountFailuresBeforeDelay;
    return excess > 0 ? Math.min(FIRST_DELAY_MS * 2 ** (excess - 1), MAX_DELAY_MS) : 0;
  }

  /** The attempt ended without a verdict on the password (the server was busy, or failed): it does not count. */
  async cancel(account: string, address: string): Promise<void> {
    await this.byAccountAndAddress.reward(pairKey(account, address));
  }

  async recordSuccess(account: string, address: string): Promise<void> {
    await this.byAccountAndAddress.delete(pairKey(account, address));
  }
}

function limiter(redis: Redis | undefined, keyPrefix: string, points: number): RateLimiterAbstract {
  return insuredLimiter(redis, { keyPrefix, points, durationSeconds: WINDOW_SECONDS });
}

const pairKey = (account: string, address: string) => `${account}|${address}`;
