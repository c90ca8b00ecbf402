import type { FastifyBaseLogger } from 'fastify';
import { todayIsoDate } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import type { JobQueue, JobScheduleOptions } from '../../jobs/job-queue.js';
import type { MessageEraser } from '../contact-erasure/index.js';
import { retentionRepository as repo, type RetentionCutoffs, type RetentionPeriods } from './retention.repository.js';

/** The daily run: lists the companies with a retention period and queues one job per company. */
export const RETENTION_DAILY_QUEUE = 'retention-daily';
/** One company's retention, continued by a fresh job of its own when it runs long. */
export const RETENTION_COMPANY_QUEUE = 'retention-company';
/** Every day at 04:00 UTC: after the billing run, in Brazil's night. */
export const RETENTION_CRON = '0 4 * * *';
const JOB_OPTIONS = { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 } as const;
/** Tickets read per page: each page's messages are then erased in batches of their own (MessageEraser). */
const TICKET_PAGE = 100;
/** How long one company job works before it queues its continuation (from the next ticket). */
const JOB_BUDGET_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDailyJob {
  trigger: 'schedule' | 'start';
}

/** One company's run: the moment its cutoffs are measured from (fixed for the whole run), and where it got to. */
export interface RetentionCompanyJob {
  companyId: number;
  at: string;
  afterTicketId: number;
}

/** What a company's run changed. */
export interface RetentionTally {
  messages: number;
  media: number;
  /** False when the budget ran out first: `afterTicketId` is where the rest starts. */
  finished: boolean;
  afterTicketId: number;
}

/** The cutoffs of the periods at `at`: a message sent before `at` minus N days is older than N days. */
export function cutoffsOf(periods: RetentionPeriods, at: Date): RetentionCutoffs {
  const before = (days: number | undefined) =>
    days === undefined ? undefined : new Date(at.getTime() - days * DAY_MS);
  return { media: before(periods.mediaDays), messages: before(periods.messagesDays) };
}

/**
 * The durable daily retention (issue 40): for each company with a period set, media older than retentionMediaDays
 * is removed (files and columns; the texts stay) and the messages of closed tickets older than retentionMessagesDays
 * are anonymised as an erasure does (MessageEraser, shared with contact erasure). It walks the company's tickets by
 * id (tickets_company_id_idx) a page at a time and each page's messages by messages_ticket_idx, in batches of one
 * short transaction each, so it never holds the inbox up; every batch is idempotent, so a run killed anywhere is
 * finished by the next one (a retried job, or tomorrow's).
 *
 * Like the billing run, pg-boss queues the daily run once for all processes, and each process queues one at start
 * keyed by the day, so a server that was down at the hour still runs the day's retention.
 */
export class RetentionRun {
  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, 'declareQueue' | 'work' | 'schedule' | 'send'>,
    private readonly eraser: MessageEraser,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly budgetMs = JOB_BUDGET_MS,
  ) {}

  async start(): Promise<void> {
    await this.jobs.declareQueue(RETENTION_DAILY_QUEUE, 'short');
    await this.jobs.declareQueue(RETENTION_COMPANY_QUEUE, 'short');
    await this.jobs.work<RetentionDailyJob>(RETENTION_DAILY_QUEUE, () => this.fanOut());
    await this.jobs.work<RetentionCompanyJob>(RETENTION_COMPANY_QUEUE, (job) => this.continueCompany(job.data));
    await this.jobs.schedule<RetentionDailyJob>(RETENTION_DAILY_QUEUE, RETENTION_CRON, { trigger: 'schedule' }, {
      tz: 'UTC',
      ...JOB_OPTIONS,
    } satisfies JobScheduleOptions);
    await this.jobs.send<RetentionDailyJob>(
      RETENTION_DAILY_QUEUE,
      { trigger: 'start' },
      { singletonKey: todayIsoDate(this.now()), ...JOB_OPTIONS },
    );
  }

  /** Queues the day's job of every company with a retention period (one per company and day). */
  async fanOut(): Promise<void> {
    const at = this.now();
    const day = todayIsoDate(at);
    const companies = await repo.companiesWithRetention(this.db);
    for (const companyId of companies)
      await this.jobs.send<RetentionCompanyJob>(
        RETENTION_COMPANY_QUEUE,
        { companyId, at: at.toISOString(), afterTicketId: 0 },
        { singletonKey: `${companyId}-${day}-0`, ...JOB_OPTIONS },
      );
    this.logger.info({ companies: companies.length }, 'retention run queued');
  }

  private async continueCompany(job: RetentionCompanyJob): Promise<void> {
    const deadline = Date.now() + this.budgetMs;
    const tally = await this.runCompany(
      job.companyId,
      new Date(job.at),
      job.afterTicketId,
      () => Date.now() >= deadline,
    );
    this.logger.info({ companyId: job.companyId, ...tally }, 'retention run of a company');
    if (tally.finished) return;
    await this.jobs.send<RetentionCompanyJob>(
      RETENTION_COMPANY_QUEUE,
      { ...job, afterTicketId: tally.afterTicketId },
      { singletonKey: `${job.companyId}-${todayIsoDate(new Date(job.at))}-${tally.afterTicketId}`, ...JOB_OPTIONS },
    );
  }

  /**
   * The company's retention measured at `at` (its settings read now: a period turned off meanwhile is not applied),
   * from the ticket after `afterTicketId` until done or `shouldStop`.
   */
  async runCompany(
    companyId: number,
    at: Date,
    afterTicketId = 0,
    shouldStop: () => boolean = () => false,
  ): Promise<RetentionTally> {
    const cutoffs = cutoffsOf(await repo.periods(this.db, companyId), at);
    const tally: RetentionTally = { messages: 0, media: 0, finished: true, afterTicketId };
    if (!cutoffs.media && !cutoffs.messages) return tally;
    for (;;) {
      const page = await repo.ticketsPage(this.db, companyId, tally.afterTicketId, TICKET_PAGE);
      if (page.length === 0) return tally;
      await this.runPage(companyId, cutoffs, page, tally);
      tally.afterTicketId = page[page.length - 1]?.id ?? tally.afterTicketId;
      if (page.length < TICKET_PAGE) return tally;
      if (shouldStop()) return { ...tally, finished: false };
    }
  }

  private async runPage(
    companyId: number,
    cutoffs: RetentionCutoffs,
    page: { id: number; status: string }[],
    tally: RetentionTally,
  ): Promise<void> {
    if (cutoffs.messages) {
      const closed = page.filter((ticket) => ticket.status === 'closed').map((ticket) => ticket.id);
      if (closed.length > 0) {
        const erased = await this.eraser.eraseMessages({ companyId, ticketIds: closed, sentBefore: cutoffs.messages });
        tally.messages += erased.messages;
        tally.media += erased.media;
        await repo.clearLastMessages(this.db, companyId, closed, cutoffs.messages);
      }
    }
    if (cutoffs.media) {
      const ticketIds = page.map((ticket) => ticket.id);
      const removed = await this.eraser.removeMedia({ companyId, ticketIds, sentBefore: cutoffs.media });
      tally.media += removed.media;
    }
  }
}
