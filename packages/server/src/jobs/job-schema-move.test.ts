import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import PgBossV10 from 'pg-boss-v10';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { databaseUrlFor, requireDatabaseUrl, testDbKind, withAdminClient } from '../test/test-database.js';
import { JobQueue } from './job-queue.js';
import { moveJobSchemaFromV10 } from './job-schema-move.js';

const silent = pino({ level: 'silent' });
/** Seconds the delayed job waits: well past the time the others take to arrive. */
const DELAY_SECONDS = 5;

/** An empty database (no application tables: the move needs none), PostgreSQL's dropped on close. */
async function emptyDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') return openDatabase({ pglite: await PGlite.create() });
  const adminUrl = requireDatabaseUrl();
  const name = `guiche_jobmove_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), onPoolError: () => undefined });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** What pg-boss 10 left: jobs of every state the move must carry, and one finished job it must not. */
async function installV10(database: Database): Promise<{ delayedUntil: Date }> {
  const boss = new PgBossV10({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    supervise: false,
    schedule: false,
  });
  // pg-boss 10 fetches jobs whose start_after is strictly before now(): one sent in the same clock tick waits a tick.
  const fetchOne = async (queue: string) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const [job] = await boss.fetch(queue);
      if (job) return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no job to take from ${queue}`);
  };
  await boss.start();
  await boss.createQueue('move-standard');
  await boss.createQueue('move-short', { name: 'move-short', policy: 'short' });
  // Each job to take is the only one its queue can give at that moment, so the fetch takes that one.
  // A finished job: history, not moved.
  await boss.send('move-short', { n: 'completed' });
  const finished = await fetchOne('move-short');
  await boss.complete('move-short', finished.id);
  // A job a process had taken when it died: active, never settled.
  await boss.send('move-short', { n: 'active' }, { singletonKey: 'taken', retryLimit: 3 });
  await fetchOne('move-short');
  // A job that failed once and waits for its retry.
  await boss.send('move-standard', { n: 'retry' }, { retryLimit: 3 });
  const failing = await fetchOne('move-standard');
  await boss.fail('move-standard', failing.id, { message: 'provider down' });
  await boss.send('move-standard', { n: 'created' });
  await boss.send('move-standard', { n: 'delayed' }, { startAfter: DELAY_SECONDS });
  await boss.send('move-short', { n: 'short' }, { singletonKey: 'k' });
  await boss.stop({ graceful: false, wait: true });
  const { rows } = await database.executeSql(`SELECT start_after FROM pgboss.job WHERE data->>'n' = 'delayed'`);
  return { delayedUntil: new Date((rows[0] as { start_after: string | Date }).start_after) };
}

const jobStates = async (database: Database) =>
  (await database.executeSql(`SELECT data->>'n' AS n, state::text AS state FROM pgboss.job ORDER BY data->>'n'`))
    .rows as { n: string; state: string }[];

describe('moving a pg-boss 10 job schema to pg-boss 12', () => {
  it(
    'carries every job still to do to its worker, with its data, the delayed one not before its time; a second start moves nothing',
    { timeout: 60_000 },
    async () => {
      const database = await emptyDatabase();
      const jobs = new JobQueue(database, silent);
      try {
        const { delayedUntil } = await installV10(database);
        expect((await database.executeSql('SELECT version FROM pgboss.version')).rows).toEqual([{ version: 24 }]);
        await jobs.start();

        expect((await database.executeSql(`SELECT to_regnamespace('pgboss_v10') AS old`)).rows).toEqual([
          { old: null },
        ]);
        // pg-boss's own queue of cron occurrences (__pgboss__send-it) is its business, not the move's.
        const queues = `SELECT name, policy FROM pgboss.queue WHERE left(name, 10) <> '__pgboss__' ORDER BY name`;
        expect((await database.executeSql(queues)).rows).toEqual([
          { name: 'move-short', policy: 'short' },
          { name: 'move-standard', policy: 'standard' },
        ]);
        expect(await jobStates(database)).toEqual([
          { n: 'active', state: 'retry' },
          { n: 'created', state: 'created' },
          { n: 'delayed', state: 'created' },
          { n: 'retry', state: 'retry' },
          { n: 'short', state: 'created' },
        ]);

        const arrived: { n: string; retryCount: number; at: number }[] = [];
        const record = async (job: { data: { n: string }; retryCount: number }) => {
          arrived.push({ n: job.data.n, retryCount: job.retryCount, at: Date.now() });
        };
        await jobs.work<{ n: string }>('move-standard', record);
        await jobs.work<{ n: string }>('move-short', record);
        const deadline = Date.now() + 20_000;
        while (arrived.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

        expect(arrived.map(({ n, retryCount }) => ({ n, retryCount })).sort((a, b) => a.n.localeCompare(b.n))).toEqual([
          // The two that had started once count that try when fetched again.
          { n: 'active', retryCount: 1 },
          { n: 'created', retryCount: 0 },
          { n: 'delayed', retryCount: 0 },
          { n: 'retry', retryCount: 1 },
          { n: 'short', retryCount: 0 },
        ]);
        const delayed = arrived.find((job) => job.n === 'delayed');
        expect(delayed?.at).toBeGreaterThanOrEqual(delayedUntil.getTime());
        // It was the last: the others did not wait for it.
        expect(arrived.at(-1)?.n).toBe('delayed');

        // A second start (a restart, another process) finds pg-boss 12's schema and moves nothing.
        expect(await moveJobSchemaFromV10(database)).toBeUndefined();
        expect((await database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job`)).rows).toEqual([{ n: 5 }]);
      } finally {
        await jobs.stop();
        await database.close();
      }
    },
  );

  it(
    'a move that fails part way leaves the pg-boss 10 schema and its jobs as they were, to be moved at the next start',
    { timeout: 60_000 },
    async () => {
      const database = await emptyDatabase();
      try {
        await installV10(database);
        const before = await jobStates(database);
        // The move's last statement fails, as a process killed there would leave it: the transaction rolls back.
        const failing: Database = {
          ...database,
          migrationTransaction: (work) =>
            database.migrationTransaction((sql) =>
              work((text, values) =>
                text.startsWith('DROP SCHEMA') ? Promise.reject(new Error('killed')) : sql(text, values),
              ),
            ),
        };
        await expect(moveJobSchemaFromV10(failing)).rejects.toThrow('killed');
        expect((await database.executeSql('SELECT version FROM pgboss.version')).rows).toEqual([{ version: 24 }]);
        expect(await jobStates(database)).toEqual(before);
        expect(await moveJobSchemaFromV10(database)).toBe(5);
      } finally {
        await database.close();
      }
    },
  );
});
