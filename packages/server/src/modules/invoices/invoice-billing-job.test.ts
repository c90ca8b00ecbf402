import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { BILL_DAYS_AHEAD, BILLING_CRON, INVOICE_BILLING_QUEUE, InvoiceBillingJob } from './invoice-billing-job.js';

const silent = pino({ level: 'silent' });
const NOW = new Date('2026-03-14T15:00:00Z');

/** The invoices service's billing, counted. */
function countingInvoices() {
  const runs: number[] = [];
  return { runs, billUpcomingCycles: async (daysAhead: number) => (runs.push(daysAhead), 0) };
}

describe('InvoiceBillingJob', () => {
  it('is scheduled daily at 03:00 UTC, queues a catch-up run for today at start, and a run only bills', async () => {
    const calls: unknown[][] = [];
    let handler: ((job: JobWithMetadata<object>) => Promise<void>) | undefined;
    const jobs = {
      declareQueue: async (...args: unknown[]) => void calls.push(['declareQueue', ...args]),
      work: async (queue: string, work: (job: JobWithMetadata<object>) => Promise<void>) =>
        void ((handler = work), calls.push(['work', queue])),
      schedule: async (...args: unknown[]) => void calls.push(['schedule', ...args]),
      send: async (...args: unknown[]) => void calls.push(['send', ...args]),
    } as unknown as ConstructorParameters<typeof InvoiceBillingJob>[0];
    const invoices = countingInvoices();
    await new InvoiceBillingJob(jobs, invoices, silent, () => NOW).start();

    const retries = { retryLimit: 5, retryDelay: 60, retryBackoff: true };
    expect(calls).toEqual([
      ['declareQueue', INVOICE_BILLING_QUEUE, 'short'],
      ['work', INVOICE_BILLING_QUEUE],
      ['schedule', INVOICE_BILLING_QUEUE, '0 3 * * *', { trigger: 'schedule' }, { tz: 'UTC', ...retries }],
      ['send', INVOICE_BILLING_QUEUE, { trigger: 'start' }, { singletonKey: '2026-03-14', ...retries }],
    ]);
    calls.length = 0;
    await handler?.({ data: { trigger: 'schedule' } } as JobWithMetadata<object>);
    expect(invoices.runs).toEqual([BILL_DAYS_AHEAD]);
    // The schedule brings tomorrow's run: the run itself queues nothing.
    expect(calls).toEqual([]);
  });
});

describe('InvoiceBillingJob on the database', () => {
  let database: Database;
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = new JobQueue(database, silent);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('stores the schedule for pg-boss’s pass, and the start’s run bills once and leaves nothing queued', async () => {
    const invoices = countingInvoices();
    await new InvoiceBillingJob(jobs, invoices, silent, () => new Date()).start();
    const { rows } = await database.executeSql(`SELECT cron, timezone, data FROM pgboss.schedule WHERE name = $1`, [
      INVOICE_BILLING_QUEUE,
    ]);
    expect(rows).toEqual([{ cron: BILLING_CRON, timezone: 'UTC', data: { trigger: 'schedule' } }]);

    expect(
      (
        await waitFor(
          async () => invoices.runs,
          (runs) => runs.length > 0,
        )
      ).length,
    ).toBe(1);
    const jobsOfQueue = async () =>
      (
        await database.executeSql(`SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [
          INVOICE_BILLING_QUEUE,
        ])
      ).rows as { state: string }[];
    expect(await waitFor(jobsOfQueue, (found) => found.every((job) => job.state === 'completed'))).toEqual([
      { state: 'completed' },
    ]);
  });
});
