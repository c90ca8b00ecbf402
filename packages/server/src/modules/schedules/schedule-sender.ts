import type { JobWithMetadata } from 'pg-boss';
import type { ErrorCode } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { contactsReader } from '../contacts/index.js';
import type { OutboundService } from '../messages/outbound.service.js';
import { activeOrNewTicket } from '../tickets/ticket-opening.js';
import { ticketsReader, type TicketRow } from '../tickets/index.js';
import { schedulesRepository, type ScheduleRow } from './schedules.repository.js';

/** Durable jobs that send a schedule at its sendAt; any process works them. */
export const SCHEDULE_SEND_QUEUE = 'schedule-send';
/** About 15 minutes of retries (30 s doubling) for failures that may pass (the database, a restart). */
const SEND_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
/** What a schedule that kept failing for no reason of its own records. */
const GAVE_UP: ErrorCode = 'ERR_SENDING_WAPP_MSG';

export interface ScheduleSendJob {
  companyId: number;
  scheduleId: number;
}

/**
 * Sends schedules (spec 3 "Scheduled messages", seed notes): a pg-boss job per schedule falls due at its sendAt,
 * so one that fell due while every server was down goes out when one starts. The message goes through the
 * contact's latest ticket's connection (else the schedule user's default, else the company's), on the contact's active ticket
 * there or a new one held by the schedule's user, in that user's name, through the outbound queue (which carries it
 * to the channel and retries there). Handing it to that queue is the send: the schedule is ENVIADA from then on.
 *
 * A job reads the schedule again when it runs, so edits and deletions after it was queued are obeyed, and several
 * jobs for one schedule (one per edit) send it once: the send claims the row under its lock first. The price is
 * that a process dying between the claim and storing the message loses that one message rather than sending twice.
 */
export class ScheduleSender {
  constructor(
    private readonly db: Db,
    private readonly events: DomainEvents,
    private readonly outbound: Pick<OutboundService, 'assertChannelOpen' | 'post'>,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.jobs.work<ScheduleSendJob>(SCHEDULE_SEND_QUEUE, (job) => this.handle(job));
  }

  /** Makes sure the send queue exists: creating it is DDL of its own, which must not run inside `queueWithin`'s transaction. */
  async prepare(): Promise<void> {
    await this.jobs.prepare(SCHEDULE_SEND_QUEUE);
  }

  /**
   * Queues the send of the schedule for its sendAt (at once when that has passed) in the transaction that writes the
   * schedule: the row and its job commit together. A process killed between two commits (the row, then the job) left a
   * PENDENTE schedule no job would ever send. The only way a send is queued; `prepare` first, `queued` after the commit.
   */
  async queueWithin(tx: DbOrTx, schedule: Pick<ScheduleRow, 'companyId' | 'id' | 'sendAt'>): Promise<void> {
    const job: ScheduleSendJob = { companyId: schedule.companyId, scheduleId: schedule.id };
    await this.jobs.sendWithin<ScheduleSendJob>(tx, SCHEDULE_SEND_QUEUE, [
      { data: job, options: { ...SEND_RETRY, startAfter: schedule.sendAt } },
    ]);
  }

  /** Sends queued by `queueWithin` have committed: a worker of this process may look at once. */
  queued(): void {
    this.jobs.queued(SCHEDULE_SEND_QUEUE);
  }

  /**
   * A catalogue error (no connection, the contact gone, a Meta reply window closed) will not pass by retrying: the
   * schedule fails at once. Anything else is retried, and fails the schedule once the retries are spent.
   */
  private async handle(job: JobWithMetadata<ScheduleSendJob>): Promise<void> {
    try {
      await this.send(job.data);
    } catch (error) {
      if (error instanceof AppError) return this.fail(job.data, error.code);
      if (job.retryCount < (job.retryLimit ?? SEND_RETRY.retryLimit)) throw error;
      await this.fail(job.data, GAVE_UP);
      throw error;
    }
  }

  /** Sends the schedule if it is still waiting and due; one moved later is queued again for its new time. */
  async send({ companyId, scheduleId }: ScheduleSendJob): Promise<void> {
    const schedule = await schedulesRepository.findById(this.db, companyId, scheduleId);
    if (schedule?.status !== 'PENDENTE') return;
    if (schedule.sendAt.getTime() > this.now().getTime()) return this.requeue(schedule);
    const ticket = await this.ticketFor(schedule);
    await this.outbound.assertChannelOpen(ticket);
    const claimed = await this.claim(schedule, ticket);
    if (!claimed) return;
    try {
      await this.outbound.post(ticket, claimed.userId, [{ body: claimed.body }]);
    } catch (error) {
      await schedulesRepository.update(this.db, companyId, scheduleId, {
        status: 'PENDENTE',
        sentAt: null,
        ticketId: null,
        whatsappId: null,
      });
      throw error;
    }
    this.events.emit('schedule.saved', { companyId, scheduleId, created: false });
  }

  /**
   * A job that ran before its schedule's sendAt (the database's clock ahead of ours) queues it again for that time,
   * through the same path as a save; this job completes only once that one is stored.
   */
  private async requeue(schedule: ScheduleRow): Promise<void> {
    await this.prepare();
    await this.db.transaction((tx) => this.queueWithin(tx, schedule));
  }

  /** The contact's active ticket on the chosen connection, or a new one. */
  private async ticketFor(schedule: ScheduleRow): Promise<TicketRow> {
    const { companyId, userId } = schedule;
    const contact = await contactsReader.findById(this.db, companyId, schedule.contactId);
    if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND');
    const connection =
      (await ticketsReader.latestConnectionOf(this.db, companyId, contact.id)) ??
      (await ticketsReader.findDefaultConnection(this.db, companyId, userId));
    if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
    // Held by the schedule's user; with that user deleted, it waits for anyone.
    return activeOrNewTicket(this.db, this.events, companyId, { contact, connection, queueId: null, userId });
  }

  /**
   * Marks the schedule sent on `ticket`, unless meanwhile it was sent, deleted, moved later or given another contact
   * (the edit queued a job of its own). Answers the row as claimed: its body and user are the ones to send.
   */
  private async claim(schedule: ScheduleRow, ticket: TicketRow): Promise<ScheduleRow | undefined> {
    const { companyId, id } = schedule;
    return this.db.transaction(async (tx) => {
      const locked = await schedulesRepository.lockById(tx, companyId, id);
      if (
        locked?.status !== 'PENDENTE' ||
        locked.contactId !== schedule.contactId ||
        locked.sendAt.getTime() > this.now().getTime()
      )
        return undefined;
      const sent = {
        status: 'ENVIADA',
        sentAt: this.now(),
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        failedReason: null,
      } as const;
      await schedulesRepository.update(tx, companyId, id, sent);
      return { ...locked, ...sent };
    });
  }

  /** Records why the schedule could not be sent (a catalogue code), if it is still waiting. */
  private async fail({ companyId, scheduleId }: ScheduleSendJob, reason: ErrorCode): Promise<void> {
    const failed = await this.db.transaction(async (tx) => {
      const locked = await schedulesRepository.lockById(tx, companyId, scheduleId);
      if (locked?.status !== 'PENDENTE') return false;
      await schedulesRepository.update(tx, companyId, scheduleId, { status: 'ERRO', failedReason: reason });
      return true;
    });
    if (failed) this.events.emit('schedule.saved', { companyId, scheduleId, created: false });
  }
}
