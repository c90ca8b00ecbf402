import { setTimeout } from 'node:timers/promises';
import { AppError } from '../../http/app-error.js';
import { WorkLimiter, WorkQueueFullError } from '../../lib/work-limiter.js';

export interface HashingPoolOptions {
  /** Hashes that may wait their turn; one more is refused at once. */
  maxWaiting: number;
  /** The share of the time hashing may take, sustained (0.2: a fifth). */
  share: number;
  /** Hashing time (ms) that may be spent back to back before the share applies. */
  burstMs: number;
  now?: () => number;
  rest?: (ms: number) => Promise<unknown>;
}

/**
 * Runs password hashes one at a time, within a budget of hashing time that refills at `share` of the clock, up to
 * `burstMs`. One at a time alone was no cap: argon2 runs each hash on as many threads as its parallelism (4), every
 * core of a small host, so while a hash runs everything else crawls, and a steady stream of wrong passwords halved
 * everyone else's throughput. The budget counts a hash's wall time, which is the time the others crawl; it grows
 * when the host is busy, and hashing then gets fewer turns, which is when the others need them. A caller has its
 * answer as soon as its hash is done; a hash over budget waits for the refill, and beyond `maxWaiting` waiting a
 * login is refused at once (429 ERR_TOO_MANY_REQUESTS) instead.
 */
export class HashingPool {
  private readonly slot: WorkLimiter;
  private readonly now: () => number;
  private readonly rest: (ms: number) => Promise<unknown>;
  private budgetMs: number;
  private refilledAt: number;

  constructor(private readonly options: HashingPoolOptions) {
    this.slot = new WorkLimiter(1, options.maxWaiting);
    this.now = options.now ?? (() => performance.now());
    this.rest = options.rest ?? ((ms) => setTimeout(ms));
    this.budgetMs = options.burstMs;
    this.refilledAt = this.now();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.slot
        .run(async () => {
          this.refill();
          if (this.budgetMs < 0) {
            await this.rest(-this.budgetMs / this.options.share);
            this.refill();
          }
          const started = this.now();
          await work().then(resolve, reject);
          this.budgetMs -= this.now() - started;
        })
        .catch((error: unknown) =>
          reject(error instanceof WorkQueueFullError ? new AppError('ERR_TOO_MANY_REQUESTS') : error),
        );
    });
  }

  private refill(): void {
    const now = this.now();
    this.budgetMs = Math.min(this.options.burstMs, this.budgetMs + (now - this.refilledAt) * this.options.share);
    this.refilledAt = now;
  }
}
