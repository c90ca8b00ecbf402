import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../db/database.js';
import { SCHEDULE_SEND_QUEUE } from '../../modules/schedules/schedule-sender.js';
import { databaseUrlFor, testDbKind, withAdminClient } from '../../test/test-database.js';
import { CliError } from '../cli-support.js';
import { populatedDataDir, type PopulatedDataDir } from '../testing/populated-data-dir.js';
import { APP_SCHEMA, JOB_SCHEMA, JOURNAL_SCHEMA, countRows, listTables } from './catalog.js';
import { migrateToPostgres, type MoveResult } from './migrate-to-postgres.js';
import { formatMoveReport } from './move-report.js';
import { postgresSql } from './sql.js';

const adminUrl = process.env.DATABASE_URL;
const onPath = (tool: string) => spawnSync(tool, ['--version']).status === 0;
const SAMPLE_TABLES = [
  'companies',
  'users',
  'contacts',
  'tickets',
  'messages',
  'tags',
  'contact_tags',
  'ticket_tags',
  'schedules',
  'instance_secrets',
  'attendance_cycles',
];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The rows of a table as JSON, in key order: the same text on PGlite and PostgreSQL for the same values. */
const rowsAsJson = (table: string) => `select to_jsonb(t)::text as row from ${table} t order by 1`;

// The source is built from the PGlite test snapshot (server-pglite project); the target needs a PostgreSQL server.
describe.skipIf(testDbKind() !== 'pglite' || !adminUrl)(
  'migrate-to-postgres (needs DATABASE_URL, a PostgreSQL server to create databases on)',
  () => {
    const databases: string[] = [];
    const createDatabase = async () => {
      const name = `guiche_mtp_${randomBytes(5).toString('hex')}`;
      await withAdminClient(adminUrl ?? '', (client) => client.query(`create database ${name}`));
      databases.push(name);
      return databaseUrlFor(adminUrl ?? '', name);
    };
    let source: PopulatedDataDir;
    let targetUrl: string;
    let result: MoveResult;
    let sourceJobId: string;

    beforeAll(async () => {
      source = await populatedDataDir();
      const pglite = await createPglite(source.dataDir);
      try {
        const [job] = (
          await pglite.query<{ id: string }>(
            `select id::text from pgboss.job where name = $1 and data->>'scheduleId' = $2`,
            [SCHEDULE_SEND_QUEUE, String(source.scheduleId)],
          )
        ).rows;
        if (!job) throw new Error('the schedule queued no job');
        sourceJobId = job.id;
      } finally {
        await pglite.close();
      }
      targetUrl = await createDatabase();
      result = await migrateToPostgres({ dataDir: source.dataDir, targetUrl });
    }, 120_000);

    afterAll(async () => {
      if (source) rmSync(source.dataDir, { recursive: true, force: true });
      for (const name of databases)
        await withAdminClient(adminUrl ?? '', (client) => client.query(`drop database if exists ${name} with (force)`));
    });

    it('copies every table with equal counts, and the rows themselves', async () => {
      expect(result.ok).toBe(true);
      const byTable = new Map(result.counts.map((count) => [count.table, count]));
      for (const table of SAMPLE_TABLES) expect(byTable.get(`public.${table}`)?.source, table).toBeGreaterThan(0);
      expect(byTable.get('pgboss.job')?.source).toBeGreaterThan(0);
      expect(byTable.get('drizzle.__drizzle_migrations')).toEqual(
        expect.objectContaining({ source: expect.any(Number) }),
      );
      for (const count of result.counts) expect(count.target, count.table).toBe(count.source);

      const pglite = await createPglite(source.dataDir);
      try {
        await withClient(targetUrl, async (client) => {
          for (const table of SAMPLE_TABLES) {
            const here = (await pglite.query<{ row: string }>(rowsAsJson(table))).rows.map(
              (r) => JSON.parse(r.row) as unknown,
            );
            const there = (await client.query<{ row: string }>(rowsAsJson(table))).rows.map(
              (r) => JSON.parse(r.row) as unknown,
            );
            expect(there, table).toEqual(here);
          }
        });
      } finally {
        await pglite.close();
      }
    });

    it('leaves every sequence where the source had it: a new row gets an id above the copied ones', async () => {
      await withClient(targetUrl, async (client) => {
        const {
          rows: [max],
        } = await client.query<{ id: number }>('select max(id)::int as id from contacts');
        const {
          rows: [inserted],
        } = await client.query<{ id: number }>(
          `insert into contacts (company_id, name, number) values ($1, 'Nova', '5511900001111') returning id`,
          [source.companyId],
        );
        expect(inserted?.id).toBeGreaterThan(max?.id ?? Infinity);
        const {
          rows: [message],
        } = await client.query<{ id: string }>('select max(id)::text as id from messages');
        const {
          rows: [next],
        } = await client.query<{ id: string }>(`select nextval('messages_id_seq')::text as id`);
        expect(BigInt(next?.id ?? 0)).toBeGreaterThan(BigInt(message?.id ?? 0));
      });
    });

    it("hands pg-boss the scheduled message's job, waiting as it was", async () => {
      const boss = new PgBoss({ connectionString: targetUrl, schedule: false, supervise: false, migrate: false });
      boss.on('error', () => undefined);
      await boss.start();
      try {
        const job = await boss.getJobById<{ scheduleId: number }>(SCHEDULE_SEND_QUEUE, sourceJobId);
        expect(job).toMatchObject({ state: 'created', data: { scheduleId: source.scheduleId } });
        expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now());
        expect(await boss.getQueue(SCHEDULE_SEND_QUEUE)).toMatchObject({ name: SCHEDULE_SEND_QUEUE });
      } finally {
        await boss.stop({ graceful: false });
      }
    });

    it('reports the uploads the rows name that are missing', () => {
      expect(result.uploads.missing).toEqual([source.missingKey]);
      expect(result.uploads.referenced).toBe(2);
      const report = formatMoveReport(result, source.dataDir);
      expect(report[0]).toMatch(/^table\s+source\s+target$/);
      expect(report).toContain(`  ${source.missingKey}`);
      expect(report.at(-1)).toMatch(/^verdict: OK, \d+ tables and \d+ rows copied, every count equal$/);
    });

    it('refuses to run again into the database it filled', async () => {
      const again = migrateToPostgres({ dataDir: source.dataDir, targetUrl });
      await expect(again).rejects.toBeInstanceOf(CliError);
      await expect(again).rejects.toThrow(/already holds Guichê rows \(.*public\.companies/);
    });

    it.skipIf(!onPath('pg_dump') || !onPath('pg_restore'))(
      'PostgreSQL backup: pg_dump -Fc then pg_restore into a new database gives equal counts',
      async () => {
        const restoredUrl = await createDatabase();
        const dump = execFileSync('pg_dump', ['-Fc', '--dbname', targetUrl]);
        execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restoredUrl], { input: dump });
        await withClient(targetUrl, (original) =>
          withClient(restoredUrl, async (restored) => {
            const tables = await listTables(postgresSql(original), [APP_SCHEMA, JOB_SCHEMA, JOURNAL_SCHEMA]);
            expect(tables.length).toBeGreaterThan(40);
            for (const table of tables)
              expect(await countRows(postgresSql(restored), table), table.label).toBe(
                await countRows(postgresSql(original), table),
              );
          }),
        );
      },
    );
  },
);

describe('the move report', () => {
  it('flags a table whose counts differ and fails the verdict', () => {
    const report = formatMoveReport(
      {
        ok: false,
        uploads: { referenced: 0, missing: [] },
        counts: [
          { table: 'public.companies', source: 2, target: 2 },
          { table: 'public.messages', source: 10, target: 9 },
        ],
      },
      '/data',
    );
    expect(report).toContain('public.messages       10       9  MISMATCH');
    expect(report.at(-1)).toBe('verdict: FAILED, 1 of 2 tables differ (public.messages): see docs/backups.md');
  });
});
