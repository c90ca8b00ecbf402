import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

/**
 * Durable background jobs on the application's own PostgreSQL (or PGlite), through pg-boss: a job is stored before
 * anyone works on it, is fetched by one worker at a time (SKIP LOCKED), and is retried with backoff when it fails.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();

  constructor(database: Database, private readonly logger: FastifyBaseLogger) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      // Cron schedules are not used; maintenance (expiry, archiving) is.
      schedule: false,
    });
    this.boss.on('error', (error: unknown) => this.logger.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, timeout: 5000 });
  }

  async send<T extends object>(queue: string, data: T, options: PgBoss.SendOptions = {}): Promise<string | null> {
    await this.ensureQueue(queue);
    return this.boss.send(queue, data, options);
  }

  /** Works the queue here, one job at a time in queue order, until `stopWorking`. */
  async work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    await this.ensureQueue(queue);
    await this.boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
      if (job) await handler(job);
    });
  }

  async stopWorking(queue: string): Promise<void> {
    if (this.queues.has(queue)) await this.boss.offWork(queue);
  }

  private async ensureQueue(queue: string): Promise<void> {
    if (this.queues.has(queue)) return;
    if (!(await this.boss.getQueue(queue))) await this.boss.createQueue(queue).catch(() => undefined);
    this.queues.add(queue);
  }
}
