import type { FastifyBaseLogger } from 'fastify';
import { todayIsoDate } from '@guiche/shared';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { InvoicesService } from './invoices.service.js';

/** The daily billing run's queue; one job per day, named by its date. */
export const INVOICE_BILLING_QUEUE = 'invoice-billing';
/** A cycle is billed this many days before its due date, so the invoice waits on /financeiro before it is due. */
export const BILL_DAYS_AHEAD = 10;
/** The hour (UTC) the daily run starts. */
const RUN_HOUR_UTC = 3;

interface BillingJob {
  day: string;
}

/**
 * The durable daily billing run (pg-boss): each run bills the cycles falling due within BILL_DAYS_AHEAD days and
 * queues the next day's run. The job of a day carries its date as singletonKey on a 'short' queue, so every server
 * process may queue it at start-up and one job waits; pg-boss hands it to one worker. Billing is idempotent besides
 * (one invoice per company and due date), so a run repeated after a crash bills nothing twice.
 */
export class InvoiceBillingJob {
  constructor(
    private readonly jobs: JobQueue,
    private readonly invoices: Pick<InvoicesService, 'billUpcomingCycles'>,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.jobs.declareQueue(INVOICE_BILLING_QUEUE, 'short');
    await this.jobs.work<BillingJob>(INVOICE_BILLING_QUEUE, async (job) => {
      const billed = await this.invoices.billUpcomingCycles(BILL_DAYS_AHEAD);
      this.logger.info({ day: job.data.day, billed }, 'invoice billing run');
      await this.queueRun(nextRunAt(this.now()));
    });
    // Today's run at once: a server that was down at the hour still bills today.
    await this.queueRun(this.now());
  }

  private async queueRun(at: Date): Promise<void> {
    const day = todayIsoDate(at);
    await this.jobs.send<BillingJob>(INVOICE_BILLING_QUEUE, { day }, { singletonKey: day, startAfter: at, retryLimit: 5, retryDelay: 60, retryBackoff: true });
  }
}

/** The next day's RUN_HOUR_UTC. */
export function nextRunAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, RUN_HOUR_UTC));
}
