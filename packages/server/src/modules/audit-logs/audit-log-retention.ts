import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_SETTING_DEFAULTS, PLATFORM_COMPANY_ID, todayIsoDate } from '@guiche/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { JobQueue, JobScheduleOptions } from '../../jobs/job-queue.js';
import { auditLogsRepository as repo, type AuditScope } from './audit-logs.repository.js';

/** The daily retention run's queue. */
export const AUDIT_LOG_RETENTION_QUEUE = 'audit-log-retention';
/** Every day at 03:30 UTC: a quiet hour for most of the product's users, after the 03:00 billing run. */
export const AUDIT_LOG_RETENTION_CRON = '30 3 * * *';
/**
 * Entries deleted per statement. Each batch is its own short statement on the scope's index, so a company with years
 * of entries never holds a long lock, and the inserts of actions going on meanwhile never wait for the run.
 */
export const AUDIT_LOG_RETENTION_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_JOB_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true } satisfies JobScheduleOptions;

export interface AuditLogRetentionJob {
  /** What queued the run: the daily schedule, or a process starting (the catch-up). */
  trigger: 'schedule' | 'start';
}

/** A retention setting as days; the default for a value that is not a whole number of days (never saved so). */
function daysOf(value: string | null): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : Number(COMPANY_SETTING_DEFAULTS.auditLogRetentionDays);
}

/**
 * The audit trail's retention (issue 40): a durable daily run (pg-boss, queued once a day for all processes, and by
 * each process as it starts, keyed by the day, so a server down at the hour still runs today) that deletes each
 * company's entries older than its auditLogRetentionDays setting, in batches.
 *
 * Platform-level entries follow the platform company's own setting (company 1, whose settings screen the super
 * administrator keeps): the platform is that company, so one setting says how long its trail is kept. A repeated run
 * deletes nothing twice; a run cut short is finished by the next.
 */
export class AuditLogRetention {
  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, 'declareQueue' | 'work' | 'schedule' | 'send'>,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  async start(): Promise<void> {
    await this.jobs.declareQueue(AUDIT_LOG_RETENTION_QUEUE, 'short');
    await this.jobs.work<AuditLogRetentionJob>(AUDIT_LOG_RETENTION_QUEUE, async (job) => {
      const deleted = await this.run();
      this.logger.info({ trigger: job.data.trigger, deleted }, 'audit log retention run');
    });
    await this.jobs.schedule<AuditLogRetentionJob>(
      AUDIT_LOG_RETENTION_QUEUE,
      AUDIT_LOG_RETENTION_CRON,
      { trigger: 'schedule' },
      { tz: 'UTC', ...RETENTION_JOB_OPTIONS },
    );
    await this.jobs.send<AuditLogRetentionJob>(
      AUDIT_LOG_RETENTION_QUEUE,
      { trigger: 'start' },
      { singletonKey: todayIsoDate(this.now()), ...RETENTION_JOB_OPTIONS },
    );
  }

  /** One run (purgeExpiredAuditLogs); answers how many entries went. */
  run(): Promise<number> {
    return purgeExpiredAuditLogs(this.db, this.now());
  }
}

/**
 * Deletes every company's entries older than its retention period, then the platform-level ones older than the
 * platform company's, `batch` at a time; answers how many went. An entry exactly `days` old stays until the next run.
 */
export async function purgeExpiredAuditLogs(
  db: DbOrTx,
  now: Date,
  batch: number = AUDIT_LOG_RETENTION_BATCH,
): Promise<number> {
  const periods = await repo.retentionPeriods(db);
  const platform = periods.find((period) => period.companyId === PLATFORM_COMPANY_ID);
  const scopes: { scope: AuditScope; days: number }[] = [
    ...periods.map((period) => ({ scope: period.companyId, days: daysOf(period.days) })),
    { scope: null, days: daysOf(platform?.days ?? null) },
  ];
  let deleted = 0;
  for (const { scope, days } of scopes) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const gone = await repo.deleteOlderThan(db, scope, cutoff, batch);
      deleted += gone;
      if (gone < batch) break;
    }
  }
  return deleted;
}
