import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@guiche/shared';
import type { Database } from '../../db/database.js';
import { auditLogs } from '../../db/schema/index.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { settingsRepository } from '../settings/settings.repository.js';
import {
  AUDIT_LOG_RETENTION_CRON,
  AUDIT_LOG_RETENTION_QUEUE,
  AuditLogRetention,
  purgeExpiredAuditLogs,
} from './audit-log-retention.js';
import { auditLogsRepository } from './audit-logs.repository.js';

const silent = pino({ level: 'silent' });
const NOW = new Date('2026-06-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An entry `age` milliseconds before NOW, named by `label` (its entity id) so the survivors can be told apart. */
const entry = (companyId: number | null, label: string, age: number) =>
  auditLogsRepository.insert(database.db, companyId, {
    action: 'settings.updated',
    entityId: label,
    createdAt: new Date(NOW.getTime() - age),
  });

const survivors = async () =>
  (await database.db.select().from(auditLogs).orderBy(asc(auditLogs.id))).map(
    (row) => `${row.companyId ?? 'platform'}:${row.entityId}`,
  );

describe('the audit trail’s retention', () => {
  it('deletes exactly the entries older than each company’s days, and the platform’s by company 1’s, in batches', async () => {
    const short = await createCompany(database.db);
    const usual = await createCompany(database.db);
    await settingsRepository.updateColumn(database.db, short.id, 'auditLogRetentionDays', '30');
    await settingsRepository.updateColumn(database.db, PLATFORM_COMPANY_ID, 'auditLogRetentionDays', '730');
    const day = (days: number) => days * DAY_MS;
    // Twenty expired entries of the short company: several batches of 7.
    for (let i = 0; i < 20; i++) await entry(short.id, `old${i}`, day(31) + i * MINUTE_MS);
    await entry(short.id, 'just-expired', day(30) + MINUTE_MS);
    await entry(short.id, 'just-kept', day(30) - MINUTE_MS);
    await entry(usual.id, 'expired-365', day(365) + MINUTE_MS);
    await entry(usual.id, 'kept-364', day(364));
    await entry(null, 'platform-expired', day(730) + MINUTE_MS);
    await entry(null, 'platform-kept', day(400));

    expect(await purgeExpiredAuditLogs(database.db, NOW, 7)).toBe(23);
    expect(await survivors()).toEqual([`${short.id}:just-kept`, `${usual.id}:kept-364`, 'platform:platform-kept']);
    // Nothing more to delete: a second run (a retry, the next day's catch-up) takes nothing.
    expect(await purgeExpiredAuditLogs(database.db, NOW, 7)).toBe(0);
  });

  it('is a durable daily job: scheduled at 03:30 UTC, and a run queued at start purges', async () => {
    const jobs = new JobQueue(database, silent);
    await jobs.start();
    try {
      const company = await createCompany(database.db);
      await entry(company.id, 'two-years-old', 2 * 365 * DAY_MS);
      const label = `${company.id}:two-years-old`;
      // The real clock: the entry above is two years older than NOW, so far older than today's cutoff too.
      await new AuditLogRetention(database.db, jobs, silent, () => new Date()).start();
      const { rows } = await database.executeSql(`SELECT cron, timezone FROM pgboss.schedule WHERE name = $1`, [
        AUDIT_LOG_RETENTION_QUEUE,
      ]);
      expect(rows).toEqual([{ cron: AUDIT_LOG_RETENTION_CRON, timezone: 'UTC' }]);
      expect(await waitFor(survivors, (left) => !left.includes(label))).not.toContain(label);
    } finally {
      await jobs.stop();
    }
  });
});
