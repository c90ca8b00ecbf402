import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { ChannelAdapter } from '../../channels/types.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { OutboundDelivery, OutboundJob, WorkerTenure } from './outbound-delivery.js';

export interface OutboundTiming {
  /** Longest wait for the channel to answer one send; past it the outcome is unknown. */
  attemptTimeoutMs: number;
  /** A batch starts no job after this long, so that it ends (window + one attempt) within the job expiry. */
  batchWindowMs: number;
  /** pg-boss expiry of outbound jobs: one active for longer belongs to a worker that is gone. */
  jobExpireSeconds: number;
  /** Pause before a reply held back behind an earlier one of its chat is looked at again. */
  holdBackMs: number;
}

export const DEFAULT_OUTBOUND_TIMING: OutboundTiming = {
  attemptTimeoutMs: 25_000,
  batchWindowMs: 10_000,
  jobExpireSeconds: 45,
  holdBackMs: 500,
};

/**
 * Jobs fetched at once, which bounds the sends in flight: one chat's jobs in a batch go one after another, and every
 * chat of the batch at the same time. (Carrying 16 chats at a time, a busy connection's batches of 50 waited for
 * their slowest third, and every reply queued behind them: the inbound bench's first bot answers went from
 * p50 4.3 s to 0.6 s when all went at once.) The channel's pacing still sets the rate.
 */
const BATCH_SIZE = 50;
/** Poll for jobs queued by other processes; jobs queued here wake the worker at once. */
const POLLING_SECONDS = 0.5;

export const outboundQueueName = (whatsappId: number) => `outbound.${whatsappId}`;

/** The chat a job belongs to (jobs queued before chats were named share one lane, in queue order). */
const laneOf = (job: JobWithMetadata<OutboundJob>) =>
  job.data.ticketId === undefined ? 'unnamed' : `ticket:${job.data.ticketId}`;

/**
 * Works the outbound queues of the connections whose sessions run here, in batches: per chat in queue order,
 * chats in parallel. When a worker starts it first settles what a worker gone before it left mid-way.
 */
export class OutboundWorker {
  /** The tenure of each connection worked here: replaced on every start, so a worker from before can tell it is over. */
  private readonly tenures = new Map<number, symbol>();
  private readonly recheck = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly jobs: JobQueue,
    private readonly delivery: OutboundDelivery,
    private readonly timing: OutboundTiming,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async start(whatsappId: number, adapter: ChannelAdapter | undefined): Promise<void> {
    const tenure = Symbol(`outbound ${whatsappId}`);
    this.tenures.set(whatsappId, tenure);
    const current: WorkerTenure = { current: () => this.tenures.get(whatsappId) === tenure };
    // Before this worker takes anything, so that it does not take its own fresh jobs for abandoned ones.
    await this.recover(whatsappId, adapter?.repeatIsHarmless ?? false);
    const queue = outboundQueueName(whatsappId);
    await this.jobs.workBatches<OutboundJob>(
      queue,
      { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLLING_SECONDS },
      (batch) => this.runBatch(queue, batch, current),
    );
  }

  async stop(whatsappId: number): Promise<void> {
    this.tenures.delete(whatsappId);
    clearTimeout(this.recheck.get(whatsappId));
    this.recheck.delete(whatsappId);
    this.delivery.forget(whatsappId);
    await this.jobs.stopWorking(outboundQueueName(whatsappId));
  }

  /**
   * Retries the jobs a worker gone before this one left active (a process killed mid-send keeps them active until
   * their expiry): their sends are then settled by the delivery, resent where a repeat is harmless, else left to the
   * attendant. Where a repeat is harmless every active job is taken back at once (this process now holds the
   * session); elsewhere other processes may be working the queue, so only jobs past their expiry, looking again
   * when the next one will be.
   */
  private async recover(whatsappId: number, repeatIsHarmless: boolean): Promise<void> {
    const queue = outboundQueueName(whatsappId);
    const { retried, nextDueAt } = await this.jobs.retryAbandoned(
      queue,
      repeatIsHarmless ? 0 : this.timing.jobExpireSeconds,
    );
    if (retried > 0) this.logger.info({ whatsappId, retried }, 'outbound jobs of a gone worker taken back');
    if (repeatIsHarmless || !nextDueAt || !this.tenures.has(whatsappId)) return;
    clearTimeout(this.recheck.get(whatsappId));
    const timer = setTimeout(
      () => {
        this.recheck.delete(whatsappId);
        if (this.tenures.has(whatsappId))
          this.recover(whatsappId, false).catch((error: unknown) =>
            this.logger.warn({ err: error, whatsappId }, 'outbound recovery failed'),
          );
      },
      Math.max(0, nextDueAt.getTime() - Date.now()) + 100,
    );
    timer.unref();
    this.recheck.set(whatsappId, timer);
  }

  /**
   * One batch: each chat's jobs one after another, stopping at the first that fails or is held back (the later
   * ones of that chat go back to the queue behind it). Jobs neither failed nor put back are completed by the queue.
   */
  private async runBatch(queue: string, batch: JobWithMetadata<OutboundJob>[], tenure: WorkerTenure): Promise<void> {
    const startedAt = Date.now();
    const lanes = new Map<string, JobWithMetadata<OutboundJob>[]>();
    for (const job of batch) lanes.set(laneOf(job), [...(lanes.get(laneOf(job)) ?? []), job]);
    for (const lane of lanes.values()) sendsInMessageOrder(lane);
    const failed: { id: string; error: unknown }[] = [];
    const heldBack: string[] = [];
    const late: string[] = [];
    const runLane = async (lane: JobWithMetadata<OutboundJob>[]) => {
      for (const [index, job] of lane.entries()) {
        const rest = lane.slice(index + 1).map((j) => j.id);
        if (Date.now() - startedAt > this.timing.batchWindowMs) {
          late.push(job.id, ...rest);
          return;
        }
        try {
          if ((await this.delivery.handle(job, tenure)) === 'held') {
            heldBack.push(job.id, ...rest);
            return;
          }
        } catch (error) {
          failed.push({ id: job.id, error });
          heldBack.push(...rest);
          return;
        }
      }
    };
    await Promise.all([...lanes.values()].map(runLane));
    // Written last, just before the batch ends: a job put back must not be fetched elsewhere while this batch runs.
    // A failure or put-back that cannot be written rejects the batch: pg-boss then fails every job of it (retried,
    // each seeing what was done) rather than completing jobs whose messages were never carried.
    await Promise.all(failed.map(({ id, error }) => this.jobs.fail(queue, [id], error)));
    await this.jobs.putBack(queue, heldBack, this.timing.holdBackMs);
    await this.jobs.putBack(queue, late, 0);
  }
}

/**
 * Two replies to one chat posted at the same moment may queue their jobs in the other order than their messages
 * were written; the chat's order is the messages' (the later one waits for the earlier), so within a lane the sends
 * take their messages' order, in the places sends hold (edits, deletions and receipts keep theirs).
 */
function sendsInMessageOrder(lane: JobWithMetadata<OutboundJob>[]): void {
  const places = lane.flatMap((job, index) =>
    job.data.command === 'send' || job.data.command === undefined ? [index] : [],
  );
  const sends = places
    .map((index) => lane[index])
    .filter((job): job is JobWithMetadata<OutboundJob> => job !== undefined);
  sends.sort((a, b) => messageIdOf(a) - messageIdOf(b));
  places.forEach((place, index) => {
    const job = sends[index];
    if (job) lane[place] = job;
  });
}

const messageIdOf = (job: JobWithMetadata<OutboundJob>) => ('messageId' in job.data ? job.data.messageId : 0);
