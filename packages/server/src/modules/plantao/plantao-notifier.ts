import type { FastifyBaseLogger } from 'fastify';
import type { ChannelAdapter } from '../../channels/types.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ticketsReader } from '../tickets/index.js';
import { PlantaoReminders } from './plantao-reminders.service.js';

/** A look at a waiting ticket; one waits per ticket at a time ('short' policy, singleton per ticket). */
export const PLANTAO_NOTIFY_QUEUE = 'plantao-notify';
/** A person's next message (the digest); one waits per person at a time ('short' policy, singleton per plantao). */
export const PLANTAO_DIGEST_QUEUE = 'plantao-digest';
/**
 * A waiting ticket is looked at again this often: someone's hours may begin while it waits, and a new period tells
 * about it afresh. The look is cheap and idempotent (it queues a notice once per person and period).
 */
const WAITING_RECHECK_MS = 5 * 60_000;
/** The default connection runs in another process: try again shortly (whoever holds it then sends). */
const ELSEWHERE_RETRY_MS = 15_000;
/** A send that failed is tried again after this (its tickets stay queued; the phone counts as not told). */
const FAILED_SEND_RETRY_MS = 60_000;

export interface PlantaoNotifyJob {
  companyId: number;
  ticketId: number;
}

export interface PlantaoDigestJob {
  companyId: number;
  plantaoId: number;
}

/** What the notifier needs of the channels: the adapter of the connection it sends through (the real send path). */
export interface PlantaoChannels {
  adapter(whatsappId: number): Pick<ChannelAdapter, 'send'> | undefined;
}

/**
 * On-call notices (seed notes, inbound step 4): while a ticket waits (pending) during someone's on-call hours, that
 * person is told through the company's default connection, by the rule in PlantaoReminders (one notice per ticket
 * per period, at most one message per gap, a digest for the rest). Both timers are pg-boss jobs, so they survive
 * restarts, and the claim under the person's row lock makes each message go out once across processes.
 */
export class PlantaoNotifier {
  private readonly reminders: PlantaoReminders;

  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: Pick<JobQueue, 'declareQueue' | 'send' | 'work'>,
    private readonly channels: PlantaoChannels,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
    minuteMs = 60_000,
  ) {
    this.reminders = new PlantaoReminders(db, now, minuteMs);
  }

  async start(): Promise<void> {
    await this.jobs.declareQueue(PLANTAO_NOTIFY_QUEUE, 'short');
    await this.jobs.declareQueue(PLANTAO_DIGEST_QUEUE, 'short');
    this.events.on('ticket.created', ({ companyId, ticketId, hints }) => {
      if (hints && hints.ticket.status !== 'pending') return;
      return this.queueLook({ companyId, ticketId }, 0);
    });
    await this.jobs.work<PlantaoNotifyJob>(PLANTAO_NOTIFY_QUEUE, (job) => this.notify(job.data));
    await this.jobs.work<PlantaoDigestJob>(PLANTAO_DIGEST_QUEUE, (job) => this.digest(job.data));
  }

  /** Queues the waiting ticket for everyone on duty, tells whoever may be told now, and looks again later. */
  async notify(job: PlantaoNotifyJob): Promise<void> {
    const { companyId, ticketId } = job;
    const ticket = await ticketsReader.findById(this.db, companyId, ticketId);
    if (ticket?.status !== 'pending') return;
    // Without a default connection nobody can be told: nothing is queued (it could not be sent), and the
    // next look at the ticket, once a default connection is chosen, queues it.
    if (await ticketsReader.findDefaultConnection(this.db, companyId, null)) {
      for (const plantaoId of await this.reminders.record(companyId, ticketId))
        await this.digest({ companyId, plantaoId });
    }
    await this.queueLook(job, WAITING_RECHECK_MS);
  }

  /** Sends what is queued for the person if their phone may hear from us now; otherwise comes back when it may. */
  async digest(job: PlantaoDigestJob): Promise<void> {
    const { companyId, plantaoId } = job;
    const connection = await ticketsReader.findDefaultConnection(this.db, companyId, null);
    if (!connection) return;
    const adapter = this.channels.adapter(connection.id);
    if (!adapter) return this.queueDigest(job, new Date(this.now().getTime() + ELSEWHERE_RETRY_MS));
    const claim = await this.reminders.claim(companyId, plantaoId);
    if (claim.kind === 'later') return this.queueDigest(job, claim.at);
    if (claim.kind === 'none') return;
    try {
      await adapter.send(claim.phone, { kind: 'text', text: claim.text }, { idempotencyKey: claim.idempotencyKey });
    } catch (error) {
      this.logger.warn({ err: error, plantaoId, ticketIds: claim.ticketIds }, 'on-call notice not sent');
      await this.reminders.release(companyId, plantaoId, claim);
      await this.queueDigest(job, new Date(this.now().getTime() + FAILED_SEND_RETRY_MS));
    }
  }

  private async queueLook(job: PlantaoNotifyJob, delayMs: number): Promise<void> {
    await this.jobs.send(PLANTAO_NOTIFY_QUEUE, job, {
      singletonKey: String(job.ticketId),
      startAfter: new Date(Date.now() + delayMs),
      retryLimit: 3,
      retryDelay: 30,
    });
  }

  /** `at` is by the module's clock; pg-boss schedules by the real one, so the delay is what carries over. */
  private async queueDigest(job: PlantaoDigestJob, at: Date): Promise<void> {
    const delayMs = Math.max(0, at.getTime() - this.now().getTime());
    await this.jobs.send(PLANTAO_DIGEST_QUEUE, job, {
      singletonKey: String(job.plantaoId),
      startAfter: new Date(Date.now() + delayMs),
      retryLimit: 3,
      retryDelay: 30,
    });
  }
}
