import { isWorkingStatus } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { messagesReader } from '../messages/index.js';
import { changeTicket } from './ticket-change.js';

/** Durable jobs that end snoozes at their time; any process works them. */
export const TICKET_SNOOZE_QUEUE = 'ticket-snooze';
/** Failures that may pass (the database away) are retried; every run reads the ticket again, so none acts twice. */
const WAKE_RETRY = { retryLimit: 10, retryDelay: 15, retryBackoff: true } as const;

/** One snooze: the ticket, and the instant it was snoozed until (ISO), which names that snooze among later ones. */
export interface TicketSnoozeJob {
  companyId: number;
  ticketId: number;
  until: string;
}

/**
 * Ends snoozes. At its time: a pg-boss job per snooze, queued in the snooze's own transaction, so one that fell due
 * while every server was down runs when one starts. Early: when the contact writes, in the process that stored the
 * message (a process dying in between leaves that ticket snoozed until its time, no worse).
 *
 * A job acts only on the snooze it was queued for, under the ticket's row lock (ticket-change.ts): a snooze ended
 * meanwhile, or replaced by a later one (which queued its own job), is left alone, and a second delivery of the job,
 * on this process or another, finds the snooze already ended. So each snooze ends once and is announced once.
 */
export class TicketSnoozeWaker {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.jobs.work<TicketSnoozeJob>(TICKET_SNOOZE_QUEUE, (job) => this.wake(job.data));
    this.events.on('message.created', (event) => this.onMessage(event));
  }

  /** Makes sure the queue exists: creating it is DDL of its own, which must not run inside `queueWithin`'s transaction. */
  async prepare(): Promise<void> {
    await this.jobs.prepare(TICKET_SNOOZE_QUEUE);
  }

  /**
   * Queues the end of a snooze in the transaction that writes it (`prepare` first, `queued` after the commit). The
   * delay is measured from this process's clock, the one the job compares `until` with; pg-boss counts it on the
   * database's.
   */
  async queueWithin(tx: DbOrTx, job: TicketSnoozeJob): Promise<void> {
    await this.jobs.sendWithin<TicketSnoozeJob>(tx, TICKET_SNOOZE_QUEUE, [
      { data: job, options: { ...WAKE_RETRY, startAfter: this.secondsUntil(job.until) } },
    ]);
  }

  /** Snoozes queued by `queueWithin` have committed: a worker of this process may look at once. */
  queued(): void {
    this.jobs.queued(TICKET_SNOOZE_QUEUE);
  }

  /**
   * The job of a snooze: the ticket comes back unread (at least 1, so the bell and the list show it) and at the top
   * of its list, and whoever snoozed it and its attendant are told. A snooze left on a ticket no longer worked on
   * (closed meanwhile) just ends. A job that runs before `until` by this process's clock queues itself again.
   */
  async wake(job: TicketSnoozeJob): Promise<void> {
    const until = Date.parse(job.until);
    const { companyId, ticketId } = job;
    // What the decision saw under the lock: a job ahead of its time, and who snoozed the ticket.
    const seen: { early: boolean; snoozedById: number | null } = { early: false, snoozedById: null };
    const after = await changeTicket(this.db, this.events, { companyId, ticketId }, async (locked) => {
      if (locked.snoozedUntil?.getTime() !== until) return undefined;
      if (until > this.now().getTime()) {
        seen.early = true;
        return undefined;
      }
      seen.snoozedById = locked.snoozedById;
      const back = isWorkingStatus(locked.status) ? { unreadMessages: Math.max(locked.unreadMessages, 1) } : {};
      return { patch: { snoozedUntil: null, snoozedById: null, ...back }, logs: [] };
    });
    if (seen.early) return this.requeue(job);
    if (!after || !isWorkingStatus(after.status)) return;
    const userIds = [...new Set([seen.snoozedById, after.userId].filter((id): id is number => id !== null))];
    this.events.emit('ticket.snoozeEnded', { companyId, ticketId, userIds });
  }

  /**
   * The contact wrote: the ticket is back at once (the message already counts unread and moved it up). Contact
   * messages on tickets that are not snoozed, most inbound traffic, are settled from the event's hints without a query.
   */
  async onMessage({ companyId, ticketId, messageId, hints }: DomainEventMap['message.created']): Promise<void> {
    if (hints) {
      if (hints.message.fromMe || hints.ticket?.snoozedUntil === null) return;
    } else {
      const message = await messagesReader.findById(this.db, companyId, messageId);
      if (!message || message.fromMe) return;
    }
    await changeTicket(this.db, this.events, { companyId, ticketId }, async (locked) =>
      locked.snoozedUntil === null ? undefined : { patch: { snoozedUntil: null, snoozedById: null }, logs: [] },
    );
  }

  private async requeue(job: TicketSnoozeJob): Promise<void> {
    await this.prepare();
    await this.db.transaction((tx) => this.queueWithin(tx, job));
    this.queued();
  }

  /** At least a second: a job due now by this clock but not by the database's would otherwise come back at once. */
  private secondsUntil(until: string): number {
    return Math.max(1, (Date.parse(until) - this.now().getTime()) / 1000);
  }
}
