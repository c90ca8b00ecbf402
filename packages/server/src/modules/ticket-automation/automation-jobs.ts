import type { JobQueue } from '../../jobs/job-queue.js';

/**
 * The durable timers of ticket automation: one pg-boss queue, worked by every process, created with the 'short'
 * policy so that at most one job per singletonKey waits at a time (a second send while one waits is dropped).
 *
 * Why not let a newer send replace the waiting job: pg-boss 10, when this was written, had no replace (12's upsert was
 * not taken up). A standard queue ignores singletonKey unless singletonSeconds is set (then it throttles by time
 * slot), and 'short' keeps the first job. So a job carries
 * no due time of its own: when it fires it reads the ticket (or queue) as it is now, acts only if something is due
 * (under the row lock, checked again), and schedules itself again for what is due next. A waiting job that fires
 * early only re-schedules; a stale one does nothing.
 */
export const AUTOMATION_QUEUE = 'ticket-automation';

export type AutomationJob =
  /**
   * Inactivity of one silence: the contact has not written since message `afterMessageId` (their latest when the
   * company spoke; 0 when they never wrote). A job of an earlier silence finds another latest message and stops.
   */
  | { kind: 'inactivity'; companyId: number; ticketId: number; afterMessageId: number }
  /** A pending ticket without a queue moves to the connection's sendIdQueue. */
  | { kind: 'redirect'; companyId: number; ticketId: number }
  /** One rotation run of a queue; `afterUserId` is the round-robin cursor, carried from run to run. */
  | { kind: 'rotation'; companyId: number; queueId: number; afterUserId?: number | undefined };

/** Failures (the database away) are retried; every run re-reads the state, so a retry never acts twice. */
const RETRY = { retryLimit: 10, retryDelay: 15, retryBackoff: true } as const;

/** One waiting job per silence, per ticket redirect, per queue rotation. */
function singletonKeyOf(job: AutomationJob): string {
  switch (job.kind) {
    case 'inactivity':
      return `inactivity:${job.ticketId}:${job.afterMessageId}`;
    case 'redirect':
      return `redirect:${job.ticketId}`;
    case 'rotation':
      return `rotation:${job.queueId}`;
  }
}

export class AutomationTimers {
  /**
   * @param minuteMs the length of the settings' minute: 60 000, shorter in tests so that a '1 minute' timer fires
   *   in about a second.
   */
  constructor(
    private readonly jobs: JobQueue,
    readonly minuteMs: number,
  ) {}

  async declare(): Promise<void> {
    await this.jobs.declareQueue(AUTOMATION_QUEUE, 'short');
  }

  /** Runs `job` after `afterMs`, measured by the database's clock (pg-boss's start_after), so servers' clocks may differ. */
  async schedule(job: AutomationJob, afterMs: number): Promise<void> {
    await this.jobs.send(AUTOMATION_QUEUE, job, {
      ...RETRY,
      singletonKey: singletonKeyOf(job),
      startAfter: Math.max(afterMs, 0) / 1000,
    });
  }

  minutes(count: number): number {
    return count * this.minuteMs;
  }
}
