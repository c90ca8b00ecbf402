import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { leaseRepository, type LeaseHolding } from './lease.repository.js';

/** A write refused because this process no longer holds the connection's lease (another owner may be writing). */
export class FencedError extends Error {
  constructor(message = 'the session lease is no longer held by this process') {
    super(message);
    this.name = 'FencedError';
  }
}

/**
 * What a session's code sees of its lease (a SessionLease held by its host): writes that run only while the lease
 * is ours, whether it still is, and news of its loss.
 */
export interface Fence {
  /** Runs `work` in a transaction that first checks the lease is still ours; throws FencedError, writing nothing, otherwise. */
  runFenced<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One write statement, no transaction, that runs only while the lease is ours: `write` puts `leaseHeld` in its
   * where clause and answers what it wrote. When it wrote nothing, the lease is re-read, so that a lost lease still
   * throws FencedError (and a missing row answers undefined).
   */
  writeFenced<T>(write: (db: Db, leaseHeld: SQL) => Promise<T | undefined>): Promise<T | undefined>;
  /** False once lost or released. */
  readonly held: boolean;
  /** Re-reads the lease; false, and `lost` emitted, when it moved to another owner. */
  check(): Promise<boolean>;
  once(event: 'lost', listener: () => void): unknown;
  off(event: 'lost', listener: () => void): unknown;
}

export interface SessionLeaseOptions {
  /** How long a holding lasts without renewal (default 30 s). */
  ttlMs?: number | undefined;
  /** How often the holder renews (default 10 s: two renewals may fail before the lease expires). */
  renewEveryMs?: number | undefined;
}

export interface LeaseTarget {
  companyId: number;
  whatsappId: number;
  /** This process's instance id. */
  owner: string;
}

/** `unknown`: the database did not answer, and the holding cannot have expired yet. */
export type RenewResult = 'renewed' | 'lost' | 'unknown';

const DEFAULT_TTL_MS = 30_000;
const DEFAULT_RENEW_EVERY_MS = 10_000;

/**
 * Ownership of one connection's live session by one server process. Renews itself on a timer; when a renewal finds
 * another owner (or renewals keep failing for longer than the TTL, after which another process may have taken over)
 * it emits `lost` once, and from then on every fenced write is refused.
 */
export class SessionLease extends EventEmitter<{ lost: [] }> implements Fence {
  private state: 'held' | 'lost' | 'released' = 'held';
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<RenewResult> | undefined;
  /**
   * Monotonic time at which the last confirmed renewal (or the acquisition) was sent: the database extended the
   * holding no earlier than that. The process clock only measures how long we went unconfirmed.
   */
  private confirmedAt: number;

  /** Answers the lease, or null while another owner holds it. */
  static async acquire(db: Db, target: LeaseTarget, options: SessionLeaseOptions = {}): Promise<SessionLease | null> {
    const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    const sentAt = performance.now();
    const epoch = await leaseRepository.acquire(db, target.companyId, target.whatsappId, target.owner, ttlMs);
    if (epoch === null) return null;
    return new SessionLease(db, { ...target, epoch }, ttlMs, options.renewEveryMs ?? DEFAULT_RENEW_EVERY_MS, sentAt);
  }

  private constructor(
    private readonly db: Db,
    readonly holding: Readonly<LeaseHolding>,
    private readonly ttlMs: number,
    renewEveryMs: number,
    acquiredAt: number,
  ) {
    super();
    this.confirmedAt = acquiredAt;
    this.timer = setInterval(() => void this.renew(), renewEveryMs);
    // Renewal must never keep the process alive on its own.
    this.timer.unref();
  }

  get epoch(): number {
    return this.holding.epoch;
  }

  get held(): boolean {
    return this.state === 'held';
  }

  /** Extends the holding now (the timer calls it; tests and the adapter may too). */
  renew(): Promise<RenewResult> {
    if (this.state !== 'held') return Promise.resolve('lost');
    this.renewing ??= this.renewOnce().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  /** Re-reads the lease (after a 440 "connection replaced", for instance); loses it when it moved. */
  async check(): Promise<boolean> {
    if (this.state !== 'held') return false;
    if (await leaseRepository.isCurrent(this.db, this.holding)) return true;
    this.lose();
    return false;
  }

  async runFenced<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.state !== 'held') throw new FencedError();
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await leaseRepository.isCurrent(tx, this.holding))) throw new FencedError();
        return work(tx);
      });
    } catch (error) {
      if (error instanceof FencedError) this.lose();
      throw error;
    }
  }

  async writeFenced<T>(write: (db: Db, leaseHeld: SQL) => Promise<T | undefined>): Promise<T | undefined> {
    if (this.state !== 'held') throw new FencedError();
    const written = await write(this.db, leaseRepository.heldCondition(this.db, this.holding));
    if (written === undefined && !(await this.check())) throw new FencedError();
    return written;
  }

  /** Stops renewing and gives the lease back, unless it already moved to another owner. */
  async release(): Promise<void> {
    const wasHeld = this.state === 'held';
    this.stop('released');
    if (wasHeld) await leaseRepository.release(this.db, this.holding);
  }

  private async renewOnce(): Promise<RenewResult> {
    const sentAt = performance.now();
    try {
      const result = await leaseRepository.renew(this.db, this.holding, this.ttlMs);
      if (result === 'lost') this.lose();
      else this.confirmedAt = sentAt;
      return result;
    } catch {
      // A database hiccup is not a loss by itself; only once the holding may have expired can another owner exist.
      if (performance.now() - this.confirmedAt < this.ttlMs) return 'unknown';
      this.lose();
      return 'lost';
    }
  }

  private lose(): void {
    if (this.state !== 'held') return;
    this.stop('lost');
    this.emit('lost');
  }

  private stop(state: 'lost' | 'released'): void {
    this.state = state;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
