import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { rawQuery } from '../db/raw-rows.js';
import { pause } from '../test/sockets.js';
import { createTestDatabase } from '../test/test-database.js';
import { JobQueue } from './job-queue.js';

const silent = pino({ level: 'silent' });

describe('JobQueue after stop', () => {
  it('refuses a job for a queue it has not created yet instead of retrying the creation forever', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, silent);
    await jobs.start();
    await jobs.stop();
    await database.close();
    // Statements after stop are dropped and answer no rows, so the queue is never found; the creation must give up
    // rather than spin (a spin of statements failing at once starves timers, and no test timeout could end it).
    await expect(jobs.send('created-after-stop', { n: 1 })).rejects.toThrow(/stopped/);
  });

  it('a handler that fails after stop and after the database closed settles nothing and throws nowhere', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, silent);
    await jobs.start();
    let release = (): void => undefined;
    const handlerStarted = new Promise<void>((started) => {
      void jobs.work('outlives-stop', async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        throw new Error('failed after stop');
      });
    });
    await jobs.send('outlives-stop', { n: 1 });
    await handlerStarted;
    await jobs.stop();
    await database.close();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // pg-boss now fails the job on the closed pool; that statement is dropped and must answer in the shape pg-boss
      // reads (it read rows[0].count of an empty answer: an unhandled TypeError).
      release();
      await pause(300);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('JobQueue when a job command fails', () => {
  it('a completion the database refuses (a connection cut) ends nothing: the job stays active for its expiry', async () => {
    const database = await createTestDatabase();
    let cutCompletions = true;
    // Every completion statement meets a terminated connection, as when PostgreSQL's backends are cut under load.
    const cut: Database = {
      ...database,
      executeSql: (text, values) =>
        cutCompletions && text.includes("state = 'completed'")
          ? Promise.reject(new Error('terminating connection due to administrator command'))
          : database.executeSql(text, values),
    };
    const jobs = new JobQueue(cut, silent);
    await jobs.start();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let handled = (): void => undefined;
      const done = new Promise<void>((resolve) => (handled = resolve));
      await jobs.work('cut-completion', async () => handled());
      await jobs.send('cut-completion', { n: 1 });
      await done;
      // pg-boss completes the job without awaiting the statement; its rejection surfaced a moment later.
      await pause(300);
      expect(unhandled).toEqual([]);
      expect(await rawQuery(database.db, sql`select state from pgboss.job where name = 'cut-completion'`)).toEqual([
        { state: 'active' },
      ]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      cutCompletions = false;
      await jobs.stop();
      await database.close();
    }
  });
});

describe('JobQueue.fail', () => {
  it('a failure the database refuses rejects, so the batch is not completed as if its job had been carried', async () => {
    const database = await createTestDatabase();
    let cutFailures = true;
    // pg-boss's failure of jobs by id, cut as when PostgreSQL's backends are terminated (every try of it).
    const cut: Database = {
      ...database,
      executeSql: (text, values) =>
        cutFailures && text.includes("id = ANY($2::uuid[]) AND state < 'completed'")
          ? Promise.reject(new Error('terminating connection due to administrator command'))
          : database.executeSql(text, values),
    };
    const jobs = new JobQueue(cut, silent);
    await jobs.start();
    try {
      let settled = (_outcome: string): void => undefined;
      const outcome = new Promise<string>((resolve) => (settled = resolve));
      await jobs.workBatches<{ n: number }>(
        'cut-failure',
        { batchSize: 5, pollingIntervalSeconds: 0.5 },
        async (batch) => {
          // The handler could not carry the job and fails it; the failure cannot be written.
          await jobs
            .fail(
              'cut-failure',
              batch.map((job) => job.id),
              new Error('channel refused'),
            )
            .then(
              () => settled('resolved'),
              (error: unknown) => {
                settled('rejected');
                throw error;
              },
            );
        },
      );
      await jobs.send('cut-failure', { n: 1 });
      expect(await outcome).toBe('rejected');
      await pause(300);
      // Still active (taken back at its expiry), never completed.
      expect(await rawQuery(database.db, sql`select state from pgboss.job where name = 'cut-failure'`)).toEqual([
        { state: 'active' },
      ]);
    } finally {
      cutFailures = false;
      await jobs.stop();
      await database.close();
    }
  });
});

describe('JobQueue.send', () => {
  it('a job the database refuses fails alone, not the jobs queued in the same statement', async () => {
    const database = await createTestDatabase();
    const jobs = new JobQueue(database, silent);
    await jobs.start();
    try {
      // The queue made first, so that the two sends below reach the insert in the same turn, as one statement.
      await jobs.send('mixed', { text: 'first' });
      // jsonb refuses a NUL character.
      const [good, refused] = await Promise.allSettled([
        jobs.send('mixed', { text: 'ok' }),
        jobs.send('mixed', { text: 'nul \u0000' }),
      ]);
      expect(good.status).toBe('fulfilled');
      expect(refused.status).toBe('rejected');
      expect(
        await rawQuery(
          database.db,
          sql`select data->>'text' as text from pgboss.job where name = 'mixed' order by created_on`,
        ),
      ).toEqual([{ text: 'first' }, { text: 'ok' }]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
