import type { FastifyBaseLogger } from 'fastify';
import { todayIsoDate } from '@guiche/shared';
import type { JobQueue, JobScheduleOptions } from '../../jobs/job-queue.js';
import type { InvoicesService } from './invoices.service.js';

/** The daily billing run's queue. */
export const INVOICE_BILLING_QUEUE = 'invoice-billing';
/** A cycle is billed this many days before its due date, so the invoice waits on /financeiro before it is due. */
export const BILL_DAYS_AHEAD = 10;
/** Every day at 03:00 UTC. */
export const BILLING_CRON = '0 3 * * *';
const BILLING_JOB_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobScheduleOptions;

export interface BillingJob {
  /** What queued the run: the daily schedule, or a process starting (the catch-up). */
  trigger: 'schedule' | 'start';
}

/**
 * The durable daily billing run (pg-boss): each run bills the cycles falling due within BILL_DAYS_AHEAD days.
 * pg-boss's scheduler queues it once a day for all processes. A server that was down at the hour still bills
 * today: each process queues a run when it starts, keyed by the day on a 'short' queue, so processes starting
 * together leave one job waiting. Billing is idempotent besides (one invoice per company and due date), so a run
 * repeated after a crash, or a start's run on top of the day's, bills nothing twice.
 */
export class InvoiceBillingJob {
  constructor(
    private readonly jobs: Pick<JobQueue, 'declareQueue' | 'work' | 'schedule' | 'send'>,
    private readonly invoices: Pick<InvoicesService, 'billUpcomingCycles'>,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.jobs.declareQueue(INVOICE_BILLING_QUEUE, 'short');
    // Partial: a run an earlier version queued carries `{ day }` instead.
    await this.jobs.work<Partial<BillingJob>>(INVOICE_BILLING_QUEUE, async (job) => {
      const billed = await this.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
      this.logger.info({ trigger: job.data.trigger, billed }, 'invoice billing run');
    });
    await this.jobs.schedule<BillingJob>(
      INVOICE_BILLING_QUEUE,
      BILLING_CRON,
      { trigger: 'schedule' },
      { tz: 'UTC', ...BILLING_JOB_OPTIONS },
    );
    await this.jobs.send<BillingJob>(
      INVOICE_BILLING_QUEUE,
      { trigger: 'start' },
      { singletonKey: todayIsoDate(this.now()), ...BILLING_JOB_OPTIONS },
    );
  }
}
