import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { EgressRefused } from '../../net/egress-guard.js';
import { deliveriesOf, type PushDelivery, type PushDispatchDeps } from './push-dispatch.js';
import { digestPayload, PENDING_QUIET_SECONDS } from './push-digest.js';
import { pushEventKey, type PushEvent } from './push-events.js';
import { pushFactsRepository } from './push-facts.repository.js';
import { sendPush, type PushFetch } from './push-sender.js';
import { pushSubscriptionsRepository } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

/** A fact that may call for pushes; one waits per fact at a time ('short' policy). */
export const PUSH_EVENT_QUEUE = 'push-event';
/** One push to one device; one waits per fact and device at a time ('short' policy). */
export const PUSH_SEND_QUEUE = 'push-send';
/** The end of a device's quiet minute (push-digest.ts); one waits per device at a time ('short' policy). */
export const PUSH_DIGEST_QUEUE = 'push-digest';

interface DigestJob {
  companyId: number;
  subscriptionId: number;
}
/** Sends of one batch go out together: 500 devices told of a new ticket are 10 batches, not 500 turns. */
const SEND_BATCH = 50;
const JOB_OPTIONS = { retryLimit: 5, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 } as const;

export interface PushNotifierDeps extends PushDispatchDeps {
  events: DomainEvents;
  jobs: Pick<JobQueue, 'declareQueue' | 'send' | 'work' | 'workBatches' | 'fail'>;
  fetch: PushFetch;
  vapidKeys: () => Promise<VapidKeys>;
  logger: FastifyBaseLogger;
}

/**
 * Web Push to attendants' devices (issue 41). The domain events that may concern someone away from the desk queue a
 * durable job each: the request or the inbound message that caused them never waits for a push service. The job
 * decides who is told and queues one delivery per device, each retried on its own, so a slow or failing push service
 * delays no one else's and a retry never pushes twice to the devices already reached.
 */
export class PushNotifier {
  constructor(private readonly deps: PushNotifierDeps) {}

  async start(): Promise<void> {
    const { jobs } = this.deps;
    await jobs.declareQueue(PUSH_EVENT_QUEUE, 'short');
    await jobs.declareQueue(PUSH_SEND_QUEUE, 'short');
    await jobs.declareQueue(PUSH_DIGEST_QUEUE, 'short');
    await jobs.work<PushEvent>(PUSH_EVENT_QUEUE, (job) => this.dispatch(job.data), { drain: true });
    await jobs.work<DigestJob>(PUSH_DIGEST_QUEUE, (job) => this.digest(job.data));
    await jobs.workBatches<PushDelivery>(
      PUSH_SEND_QUEUE,
      { batchSize: SEND_BATCH, pollingIntervalSeconds: 2 },
      (batch) => this.deliver(batch),
    );
    this.listen();
  }

  /** Which facts may concern someone; the hints only spare a job that could not push anything. */
  private listen(): void {
    const { events } = this.deps;
    events.on('ticket.created', ({ companyId, ticketId, hints }) => {
      if (hints && (hints.ticket.status !== 'pending' || hints.ticket.userId !== null)) return;
      return this.queue({ kind: 'ticketCreated', companyId, ticketId });
    });
    events.on('ticket.updated', ({ companyId, ticketId, before, byUserId }) => {
      if (!before) return;
      return this.queue({ kind: 'ticketMoved', companyId, ticketId, before, ...(byUserId ? { byUserId } : {}) });
    });
    events.on('message.created', ({ companyId, ticketId, messageId, hints }) => {
      if (hints?.message.fromMe || (hints?.ticket && hints.ticket.userId === null)) return;
      return this.queue({ kind: 'ticketMessage', companyId, ticketId, messageId });
    });
    // A device hears the company only while the session that subscribed it lives.
    events.on('auth.sessionEnded', ({ companyId, sessionId }) =>
      pushSubscriptionsRepository.deleteOfSession(this.deps.db, companyId, sessionId),
    );
    events.on('chat.messageCreated', ({ companyId, chatId, messageId }) =>
      this.queue({ kind: 'chatMessage', companyId, chatId, messageId }),
    );
  }

  private async queue(event: PushEvent): Promise<void> {
    await this.deps.jobs.send(PUSH_EVENT_QUEUE, event, { ...JOB_OPTIONS, singletonKey: pushEventKey(event) });
  }

  private async dispatch(event: PushEvent): Promise<void> {
    const key = pushEventKey(event);
    const deliveries = await this.heldBack(event.companyId, await deliveriesOf(this.deps, event));
    await Promise.all(deliveries.map((delivery) => this.queueDelivery(delivery, `${key}:${delivery.subscriptionId}`)));
  }

  private queueDelivery(delivery: PushDelivery, singletonKey: string): Promise<void> {
    return this.deps.jobs.send(PUSH_SEND_QUEUE, delivery, { ...JOB_OPTIONS, singletonKey });
  }

  /**
   * The deliveries that go now: a waiting ticket reaches a device in its quiet minute only as a count, told when the
   * minute ends (push-digest.ts), for which one job waits per device.
   */
  private async heldBack(companyId: number, deliveries: PushDelivery[]): Promise<PushDelivery[]> {
    const pending = deliveries.filter((delivery) => delivery.payload.kind === 'ticketPending');
    if (pending.length === 0) return deliveries;
    const { now, firstHeld } = await pushSubscriptionsRepository.holdPending(
      this.deps.db,
      companyId,
      pending.map((delivery) => delivery.subscriptionId),
      PENDING_QUIET_SECONDS,
    );
    await Promise.all(
      firstHeld.map(({ id, until }) =>
        this.deps.jobs.send<DigestJob>(
          PUSH_DIGEST_QUEUE,
          { companyId, subscriptionId: id },
          { ...JOB_OPTIONS, singletonKey: `digest:${id}`, startAfter: until },
        ),
      ),
    );
    const goes = new Set(now);
    return deliveries.filter(
      (delivery) => delivery.payload.kind !== 'ticketPending' || goes.has(delivery.subscriptionId),
    );
  }

  /** A device's quiet minute is over: one push says how many waiting tickets it held back, if any. */
  private async digest({ companyId, subscriptionId }: DigestJob): Promise<void> {
    const { db } = this.deps;
    const taken = await db.transaction((tx) =>
      pushSubscriptionsRepository.takeHeld(tx, companyId, subscriptionId, PENDING_QUIET_SECONDS),
    );
    if (!taken) return;
    const [recipient] = await pushFactsRepository.recipients(db, companyId, [taken.userId]);
    if (!recipient) return;
    await this.queueDelivery(
      {
        companyId,
        subscriptionId,
        payload: digestPayload(recipient, taken.held),
        topic: 'waiting',
        urgency: 'normal',
      },
      `digest:${subscriptionId}:${Date.now()}`,
    );
  }

  private async deliver(batch: JobWithMetadata<PushDelivery>[]): Promise<void> {
    const vapid = await this.deps.vapidKeys();
    const retry: string[] = [];
    await Promise.all(
      batch.map(async (job) => {
        const outcome = await this.deliverOne(vapid, job.data);
        if (outcome === 'retry') retry.push(job.id);
      }),
    );
    await this.deps.jobs.fail(PUSH_SEND_QUEUE, retry, new Error('push service unavailable'));
  }

  private async deliverOne(vapid: VapidKeys, delivery: PushDelivery): Promise<'done' | 'retry'> {
    const { db, logger } = this.deps;
    const { companyId, subscriptionId } = delivery;
    const subscription = await pushSubscriptionsRepository.findById(db, companyId, subscriptionId);
    // Turned off (or moved to another user's company) since the job was queued.
    if (!subscription) return 'done';
    try {
      const { outcome, status } = await sendPush(this.deps.fetch, vapid, subscription, delivery);
      if (outcome === 'delivered')
        await pushSubscriptionsRepository.markPushed(db, companyId, [subscriptionId], this.deps.now());
      if (outcome === 'gone') await pushSubscriptionsRepository.deleteGone(db, companyId, subscriptionId);
      if (outcome === 'refused') logger.warn({ companyId, subscriptionId, status }, 'push refused by the push service');
      return outcome === 'retry' ? 'retry' : 'done';
    } catch (error) {
      // An endpoint at a private address was never a push service's: it cannot be reached, ever.
      if (error instanceof EgressRefused) {
        logger.warn({ companyId, subscriptionId, reason: error.reason }, 'push endpoint refused by the egress guard');
        await pushSubscriptionsRepository.deleteGone(db, companyId, subscriptionId);
        return 'done';
      }
      logger.warn({ err: error, companyId, subscriptionId }, 'push not delivered; retrying');
      return 'retry';
    }
  }
}
