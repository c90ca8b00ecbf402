import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobInsert, type JobWithMetadata, type QueuePolicy, type ScheduleOptions } from 'pg-boss';
import type { Database, DbOrTx } from '../db/database.js';
import { Coalescer } from '../lib/coalescer.js';
import { BOSS_SCHEMA, moveJobSchemaFromV10 } from './job-schema-move.js';
import { JobStatements } from './job-statements.js';
import { QueueRegistry } from './queue-registry.js';

export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;
/** Works a batch of jobs; the ones it neither failed nor put back (see JobQueue) are completed when it resolves. */
export type BatchHandler<T> = (jobs: JobWithMetadata<T>[]) => Promise<void>;

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
  private readonly statements: JobStatements;
  private readonly queues: QueueRegistry;
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
    const statements = new JobStatements(database, logger, () => this.stopped);
    this.statements = statements;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => statements.executeSql(text, values ?? []) },
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
    this.queues = new QueueRegistry(this.boss, logger, () => this.stopped);
  }

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
    await this.queues.ensure(queue);
    // pg-boss reads a startAfter without a time zone as an interval from the database's now().
    const start =
      startAfter === undefined
        ? {}
        : { startAfter: typeof startAfter === 'number' ? `${startAfter} seconds` : startAfter };
    const job = { ...options, ...start, data };
    await this.queues.withQueue(queue, () => this.inserts.submit({ queue, job }, queue));
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
    await this.boss.insert(queue, inserts, { db: this.statements.inTransaction(tx) });
  }

  /** Makes sure the queue exists, before a transaction that queues into it (`sendWithin`). */
  async prepare(queue: string): Promise<void> {
    await this.queues.ensure(queue);
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
    await this.queues.ensure(queue);
    await this.boss.schedule(queue, cron, data, options);
  }

  /** Many jobs of one queue in one statement (a campaign's sends): the same options for each. */
  async sendMany<T extends object>(
    queue: string,
    jobs: { data: T; startAfter: Date }[],
    options: Omit<JobInsert, 'data' | 'startAfter'> = {},
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.queues.ensure(queue);
    await this.queues.withQueue(queue, () =>
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
    await this.queues.ensure(queue);
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
    await this.queues.ensure(queue);
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
    await Promise.all(ids.map((id) => this.boss.fail(queue, id, { message }, { db: this.statements.awaitedCommands })));
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
    await this.queues.ensure(queue);
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
    await this.queues.ensure(queue, policy);
  }
}
