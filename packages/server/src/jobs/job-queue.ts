import type { FastifyBaseLogger } from 'fastify';
import {
  PgBoss,
  type Db as BossDb,
  type JobInsert,
  type JobWithMetadata,
  type QueuePolicy,
  type ScheduleOptions,
} from 'pg-boss';
import type { Database, DbOrTx } from '../db/database.js';
import { statementName } from '../db/prepared.js';
import { Coalescer } from '../lib/coalescer.js';
import { BOSS_SCHEMA, moveJobSchemaFromV10 } from './job-schema-move.js';

export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;
/** Works a batch of jobs; the ones it neither failed nor put back (see JobQueue) are completed when it resolves. */
export type BatchHandler<T> = (jobs: JobWithMetadata<T>[]) => Promise<void>;
/** A queue creation that keeps failing (not a passing deadlock) is reported after this many tries. */
const QUEUE_CREATE_ATTEMPTS = 5;
/**
 * How pg-boss's job commands (complete, fail, cancel, resume, delete) end: by counting the rows they changed (and,
 * since pg-boss 12, listing their ids).
 */
const COUNTED_COMMAND = /SELECT COUNT\(\*\)[^;]* FROM results\s*$/i;
/** What a counted job command answers when it changed nothing (pg-boss reads `count`, and `ids` for a transaction's). */
const NO_CHANGE = { rows: [{ count: 0, ids: [] }] };
/**
 * Pauses before a job command (complete, fail) that met a cut connection is tried again. A terminated backend is
 * replaced by the pool at once, so the next try nearly always lands; left to their expiry, the jobs of a batch whose
 * completion or failure was lost stayed active (and their replies unsent) for up to 75 s (45 s expiry, 30 s
 * maintenance). A repeated command is harmless: a completion matches only active jobs, and a job failed twice
 * spends one more retry of a handler that sees what was already done.
 */
const COMMAND_RETRY_PAUSES_MS = [100, 500, 2000];
/**
 * A job whose queue is missing: pg-boss 12's answer (it looked the queue up, or its row's foreign key failed), or
 * PostgreSQL's for a queue with a partition of its own that is not there (check_violation).
 */
const MISSING_QUEUE = /Queue .+ does not exist|no partition of relation/;

/** What a transaction's driver client answers to (node-postgres's PoolClient, or the PGlite single-trip client). */
interface DriverClient {
  query(
    statement: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** What `send` takes: the options pg-boss's insert of many jobs carries per job. */
export type JobSendOptions = Pick<
  JobInsert,
  'priority' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'singletonKey' | 'expireInSeconds' | 'deadLetter'
> & {
  /** A moment, or seconds from now (measured by the database's clock, as pg-boss does). */
  startAfter?: Date | number;
};

/** What `schedule` takes: the time zone its cron expression is read in, and the options of each job it queues. */
export type JobScheduleOptions = Pick<
  ScheduleOptions,
  'tz' | 'priority' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'singletonKey' | 'expireInSeconds'
>;

/**
 * Durable background jobs on the application's own PostgreSQL (or PGlite), through pg-boss: a job is stored before
 * anyone works on it, is fetched by one worker at a time (SKIP LOCKED), and is retried with backoff when it fails.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  /** The queue creation under way in this process: the next one waits for it. */
  private creating: Promise<void> = Promise.resolve();
  /** This process's workers that drain their queue (batch workers, `work` with drain), to wake them when a job is queued here. */
  private readonly drainingWorkers = new Map<string, string>();
  /**
   * Jobs queued together: one insert per batch instead of one per job (see Coalescer). A job the database refuses
   * (data jsonb cannot hold) fails alone: the insert is one statement, so its batch is tried again job by job.
   */
  private readonly inserts = new Coalescer<{ queue: string; job: JobInsert }, void>(
    // One lane per queue (see send): pg-boss 12 inserts the jobs of one queue per statement.
    async (items) => {
      const [first] = items;
      if (first)
        await this.boss.insert(
          first.queue,
          items.map((item) => item.job),
        );
      return items.map(() => undefined);
    },
    { isolateFailures: true },
  );
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.executeSql(text, values ?? []) },
      // Cron schedules (`schedule`): every process runs pg-boss's pass, and the database lets one of them send each
      // occurrence. A pass every 30 s (its default); the forwarded job reaches its queue within 30 s more, instead
      // of a poll every 5 s in every process for what is a daily job.
      cronWorkerIntervalSeconds: 30,
      // How often expired jobs (their worker died) are found and retried: pg-boss 12 does it in its supervision pass,
      // for the queues whose monitor time has come; its default of a minute for both would leave a reply of a dead
      // worker unsettled longer than the 30 s of before.
      superviseIntervalSeconds: 30,
      monitorIntervalSeconds: 30,
      // No registry of instances (a row per process, written at every heartbeat): nothing here reads it.
      registerInstance: false,
    });
    this.boss.on('error', (error: unknown) => this.logger.error({ err: error }, 'job queue error'));
  }

  /**
   * pg-boss's statements. A handler that outlives `stop` (a campaign's pacing pause, a slow provider) ends after the
   * database may be closed; pg-boss then completes or fails its job and would meet a closed pool. Once stopped, such
   * a statement is dropped: the job stays active and is retried by whichever process works the queue next.
   * A worker's completion or failure that fails while running (its connection cut, PostgreSQL restarting) is tried
   * again a few times (see COMMAND_RETRY_PAUSES_MS), then logged, and the job, still active, is retried at its
   * expiry, as after a crash (handlers are written to see that their work was done). (pg-boss 10 did not await
   * those statements, so a failure was an unhandled rejection; pg-boss 12 awaits them, and a failed completion
   * would fail the job, spending a retry of a handler that had done its work.)
   */
  private async executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.commandWithRetries(text, values);
    } catch (error) {
      // pg-boss reads `rows[0].count` of its job commands (complete, fail, cancel...), which end by counting the
      // rows they changed: those answer that none changed; any other statement answers no rows.
      const noChange = COUNTED_COMMAND.test(text) ? NO_CHANGE : undefined;
      if (this.stopped) {
        this.logger.debug({ err: error }, 'job statement after stop dropped');
        return noChange ?? { rows: [] };
      }
      if (!noChange) throw error;
      this.logger.warn({ err: error }, 'completing or failing jobs failed: they are retried at their expiry');
      return noChange;
    }
  }

  /** A statement; a job command that fails is tried again after each pause while the queue runs. */
  private async commandWithRetries(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    for (const pauseMs of [...COMMAND_RETRY_PAUSES_MS, undefined]) {
      try {
        return await this.database.executeSql(text, values);
      } catch (error) {
        if (pauseMs === undefined || this.stopped || !COUNTED_COMMAND.test(text)) throw error;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    throw new Error('unreachable: the last try throws');
  }

  /** Job commands this class awaits itself: a failure reaches the caller (after the same retries), never swallowed. */
  private readonly awaitedCommands = {
    executeSql: (text: string, values?: unknown[]) => this.commandWithRetries(text, values ?? []),
  };

  /** Moves a pg-boss 10 installation's waiting jobs into pg-boss 12's schema first (see job-schema-move.ts). */
  async start(): Promise<void> {
    const moved = await moveJobSchemaFromV10(this.database);
    if (moved !== undefined) this.logger.info({ moved }, 'job schema of pg-boss 10 moved to pg-boss 12');
    await this.boss.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.boss.stop({ graceful: true, close: false, timeout: 5000 });
  }

  /**
   * Queues a job; stored when this resolves. Jobs queued at the same time (requests under load each queue one) are
   * written by one statement. With a singletonKey on a 'short' queue, a job while one with the key waits is dropped.
   */
  async send<T extends object>(queue: string, data: T, { startAfter, ...options }: JobSendOptions = {}): Promise<void> {
    await this.ensureQueue(queue);
    // pg-boss reads a startAfter without a time zone as an interval from the database's now().
    const start =
      startAfter === undefined
        ? {}
        : { startAfter: typeof startAfter === 'number' ? `${startAfter} seconds` : startAfter };
    const job = { ...options, ...start, data };
    await this.withQueue(queue, () => this.inserts.submit({ queue, job }, queue));
    this.wake(queue);
  }

  /**
   * Queues jobs inside the caller's transaction, so that they exist exactly when its writes do (a message and the job
   * that carries it are one commit: a process killed between two commits left a message no job would ever send).
   * The queue must be prepared first (`prepare`): creating it is a write of its own outside the transaction, and on PGlite's one session it
   * would wait for this very transaction. Once the transaction has committed, `queued` wakes the queue's worker.
   */
  async sendWithin<T extends object>(
    tx: DbOrTx,
    queue: string,
    jobs: readonly { data: T; options: JobSendOptions }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    if (!this.queues.has(queue)) throw new Error(`job queue ${queue} was not prepared before the transaction`);
    const inserts = jobs.map(({ data, options: { startAfter, ...options } }): JobInsert => ({
      ...options,
      ...(startAfter === undefined
        ? {}
        : { startAfter: typeof startAfter === 'number' ? `${startAfter} seconds` : startAfter }),
      data,
    }));
    // The queue's row comes from pg-boss's cache, filled when `prepare` created it or at start: a look-up on the
    // database here would wait, on PGlite's one session, for this very transaction.
    await this.boss.insert(queue, inserts, { db: this.inTransaction(tx) });
  }

  /**
   * pg-boss's statements on the driver client a Drizzle transaction runs on (its session's, internal to Drizzle), as
   * `Database.executeSql` runs them outside one: named on PostgreSQL (a fixed set of texts). Not through Drizzle's
   * own query path, whose checks of rendered SQL are for the statements Drizzle builds.
   */
  private inTransaction(tx: DbOrTx): BossDb {
    const { client } = (tx as unknown as { _: { session: { client?: Partial<DriverClient> } } })._.session;
    if (typeof client?.query !== 'function') throw new Error('the transaction exposes no driver client');
    const query = client.query.bind(client);
    return {
      executeSql: async (text: string, values: unknown[] = []) =>
        this.database.kind === 'postgres'
          ? { rows: (await query({ name: statementName(text), text, values })).rows }
          : { rows: (await query(text, values)).rows },
    };
  }

  /** Makes sure the queue exists, before a transaction that queues into it (`sendWithin`). */
  async prepare(queue: string): Promise<void> {
    await this.ensureQueue(queue);
  }

  /** Jobs were committed to the queue here (`sendWithin`): its draining worker in this process fetches at once. */
  queued(queue: string): void {
    this.wake(queue);
  }

  /**
   * Queues a job at each occurrence of a cron expression (five fields, read in `options.tz`), once for all
   * processes: pg-boss's pass runs in each of them and the database hands each occurrence to one. The schedule is
   * stored, so calling this again at every start replaces it rather than adding another. An occurrence that fell
   * while no process ran is not queued later: a caller that must catch up queues its own job at start.
   */
  async schedule<T extends object>(queue: string, cron: string, data: T, options: JobScheduleOptions): Promise<void> {
    await this.ensureQueue(queue);
    await this.boss.schedule(queue, cron, data, options);
  }

  /** Many jobs of one queue in one statement (a campaign's sends): the same options for each. */
  async sendMany<T extends object>(
    queue: string,
    jobs: { data: T; startAfter: Date }[],
    options: Omit<JobInsert, 'data' | 'startAfter'> = {},
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.ensureQueue(queue);
    await this.withQueue(queue, () =>
      this.boss.insert(
        queue,
        jobs.map((job) => ({ ...options, data: job.data, startAfter: job.startAfter })),
      ),
    );
    this.wake(queue);
  }

  /**
   * Works the queue here, one job at a time in queue order, until `stopWorking`. Between jobs pg-boss waits for its
   * poll (0.5 s); with `drain` a handled job is followed by the next one at once, and a job queued in this process
   * wakes the worker, so a backlog of due jobs goes as fast as the handler (a campaign with no pauses: one job per
   * poll was ~2 sends/s per connection), while an idle queue is still only polled.
   */
  async work<T>(queue: string, handler: JobHandler<T>, options: { drain?: boolean } = {}): Promise<void> {
    await this.ensureQueue(queue);
    let workerId = '';
    workerId = await this.boss.work(
      queue,
      { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
      async ([job]: JobWithMetadata<T>[]) => {
        if (!job) return;
        // Asked before the handler runs: a handler that throws (the job is failed and retried later) still lets the
        // jobs behind it go at once.
        if (options.drain) this.boss.notifyWorker(workerId);
        await handler(job);
      },
    );
    if (options.drain) this.drainingWorkers.set(queue, workerId);
  }

  /**
   * Works the queue here in batches of up to `batchSize` jobs, oldest first. A job queued in this process wakes the
   * worker at once (`send`), and a full batch is followed by the next one without waiting for the poll.
   */
  async workBatches<T>(
    queue: string,
    options: { batchSize: number; pollingIntervalSeconds: number },
    handler: BatchHandler<T>,
  ): Promise<void> {
    await this.ensureQueue(queue);
    let workerId = '';
    workerId = await this.boss.work(
      queue,
      { ...options, includeMetadata: true },
      async (jobs: JobWithMetadata<T>[]) => {
        await handler(jobs);
        if (jobs.length >= options.batchSize) this.boss.notifyWorker(workerId);
      },
    );
    this.drainingWorkers.set(queue, workerId);
  }

  /** A job was queued here: the queue's draining worker in this process fetches at once instead of at its poll. */
  private wake(queue: string): void {
    const worker = this.drainingWorkers.get(queue);
    if (worker) this.boss.notifyWorker(worker);
  }

  async stopWorking(queue: string): Promise<void> {
    this.drainingWorkers.delete(queue);
    if (this.queues.has(queue)) await this.boss.offWork(queue);
  }

  /**
   * Fails jobs of a batch: retried after their delay while retries remain. Nothing once the queue is stopped. A
   * failure that cannot be written rejects: a batch handler that resolved would have pg-boss complete the job, still
   * active, for a message that was never carried.
   */
  async fail(queue: string, ids: string[], error: unknown): Promise<void> {
    if (this.stopped || ids.length === 0) return;
    const message = error instanceof Error ? error.message : String(error);
    await Promise.all(ids.map((id) => this.boss.fail(queue, id, { message }, { db: this.awaitedCommands })));
  }

  /**
   * Puts active jobs of a batch back in the queue, as never started (no retry spent), to be fetched again after
   * `delayMs`. Nothing once the queue is stopped: a process going away must not touch jobs another one may hold.
   */
  async putBack(queue: string, ids: string[], delayMs: number): Promise<void> {
    if (this.stopped || ids.length === 0) return;
    await this.database.executeSql(
      `UPDATE ${BOSS_SCHEMA}.job SET state = 'created', started_on = NULL, start_after = now() + $3::int * interval '1 millisecond'
       WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [queue, ids, delayMs],
    );
  }

  /**
   * Jobs of the queue left active by a worker that is gone (the process died, or lost the session), started more
   * than `olderThanSeconds` ago: retried now rather than at their expiry. Answers how many, and when the oldest job
   * still active becomes old enough (to look again then).
   */
  async retryAbandoned(
    queue: string,
    olderThanSeconds: number,
  ): Promise<{ retried: number; nextDueAt: Date | undefined }> {
    await this.ensureQueue(queue);
    const retried = await this.database.executeSql(
      `UPDATE ${BOSS_SCHEMA}.job SET state = 'retry', start_after = now()
       WHERE name = $1 AND state = 'active' AND started_on <= now() - $2::int * interval '1 second' RETURNING id`,
      [queue, olderThanSeconds],
    );
    const pending = await this.database.executeSql(
      `SELECT min(started_on) + $2::int * interval '1 second' AS due FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state = 'active'`,
      [queue, olderThanSeconds],
    );
    const due = (pending.rows[0] as { due?: Date | string | null } | undefined)?.due;
    return { retried: retried.rows.length, nextDueAt: due ? new Date(due) : undefined };
  }

  /**
   * Creates the queue with a pg-boss policy, before its first send or work (later calls keep the policy it has).
   * 'short': at most one job waiting per singletonKey; a send while one waits is dropped (answers null).
   */
  async declareQueue(queue: string, policy: QueuePolicy): Promise<void> {
    await this.ensureQueue(queue, policy);
  }

  /**
   * An insert into a queue believed to exist. With pg-boss 10 (a partition per queue) CI once met `no partition of
   * relation "job" found for row` with three apps creating queues on one database at once: a statement that saw the
   * queue's row under a partition list read an instant before. pg-boss 12 keeps queues in one shared table, but a
   * queue deleted under us (by hand) answers that it does not exist. Either way the queue is ensured again and the
   * insert tried once more.
   */
  private async withQueue<R>(queue: string, insert: () => Promise<R>): Promise<R> {
    try {
      return await insert();
    } catch (error) {
      if (!(error instanceof Error) || !MISSING_QUEUE.test(error.message)) throw error;
      this.logger.warn({ err: error, queue }, 'job queue missing at insert; creating it again');
      this.queues.delete(queue);
      await this.ensureQueue(queue);
      return insert();
    }
  }

  /**
   * Creating a queue was DDL under pg-boss 10 (a partition of its job table; in 12 it is a row, partitions only on
   * request). Two creations at once on PostgreSQL could deadlock, and the loser's queue then did not exist while we believed it did: its sends and workers failed
   * silently (seen when a connection's outbound and campaign queues were created together). So creations run one
   * at a time here, and a failed one is checked (another process may have made it) and tried again.
   */
  private ensureQueue(queue: string, policy?: QueuePolicy): Promise<void> {
    if (this.queues.has(queue)) return Promise.resolve();
    const created = this.creating.then(() => this.createQueue(queue, policy));
    this.creating = created.catch(() => undefined);
    return created;
  }

  private async createQueue(queue: string, policy: QueuePolicy | undefined): Promise<void> {
    let failure: unknown = new Error(`job queue ${queue} was created but is not found`);
    for (let attempt = 1; ; attempt += 1) {
      // Once stopped, statements are dropped and answer no rows (see executeSql): the queue would never be found,
      // and a loop of statements that fail at once on the closed pool never yields to timers, so nothing (not even
      // a test's timeout) could end it.
      if (this.stopped) throw new Error(`job queue stopped before queue ${queue} was created`);
      // Created even when another process (or another JobQueue on the same PGlite) made it: pg-boss 12's creation
      // keeps an existing queue as it is, and puts it in this instance's cache of queues. `sendWithin` needs it
      // there: an insert looks its queue up in that cache, else on the database, which inside a transaction on
      // PGlite's one session waits for that very transaction (two test apps on one PGlite hung so).
      try {
        await this.boss.createQueue(queue, policy ? { policy } : undefined);
      } catch (error) {
        failure = error;
        this.logger.warn({ err: error, queue, attempt }, 'job queue creation failed; trying again');
      }
      if (await this.boss.getQueue(queue)) {
        this.queues.add(queue);
        return;
      }
      if (attempt >= QUEUE_CREATE_ATTEMPTS) throw failure;
    }
  }
}
