import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, QueuePolicy } from 'pg-boss';

/** A queue creation that keeps failing (not a passing deadlock) is reported after this many tries. */
const QUEUE_CREATE_ATTEMPTS = 5;
/**
 * A job whose queue is missing: pg-boss 12's answer (it looked the queue up, or its row's foreign key failed), or
 * PostgreSQL's for a queue with a partition of its own that is not there (check_violation).
 */
const MISSING_QUEUE = /Queue .+ does not exist|no partition of relation/;

/** The queues JobQueue has made sure of in this process, created one at a time before their first send or work. */
export class QueueRegistry {
  private readonly queues = new Set<string>();
  /** The queue creation under way in this process: the next one waits for it. */
  private creating: Promise<void> = Promise.resolve();

  constructor(
    private readonly boss: PgBoss,
    private readonly logger: FastifyBaseLogger,
    private readonly isStopped: () => boolean,
  ) {}

  has(queue: string): boolean {
    return this.queues.has(queue);
  }

  /**
   * An insert into a queue believed to exist. With pg-boss 10 (a partition per queue) CI once met `no partition of
   * relation "job" found for row` with three apps creating queues on one database at once: a statement that saw the
   * queue's row under a partition list read an instant before. pg-boss 12 keeps queues in one shared table, but a
   * queue deleted under us (by hand) answers that it does not exist. Either way the queue is ensured again and the
   * insert tried once more.
   */
  async withQueue<R>(queue: string, insert: () => Promise<R>): Promise<R> {
    try {
      return await insert();
    } catch (error) {
      if (!(error instanceof Error) || !MISSING_QUEUE.test(error.message)) throw error;
      this.logger.warn({ err: error, queue }, 'job queue missing at insert; creating it again');
      this.queues.delete(queue);
      await this.ensure(queue);
      return insert();
    }
  }

  /**
   * Creating a queue was DDL under pg-boss 10 (a partition of its job table; in 12 it is a row, partitions only on
   * request). Two creations at once on PostgreSQL could deadlock, and the loser's queue then did not exist while we believed it did: its sends and workers failed
   * silently (seen when a connection's outbound and campaign queues were created together). So creations run one
   * at a time here, and a failed one is checked (another process may have made it) and tried again.
   */
  ensure(queue: string, policy?: QueuePolicy): Promise<void> {
    if (this.queues.has(queue)) return Promise.resolve();
    const created = this.creating.then(() => this.create(queue, policy));
    this.creating = created.catch(() => undefined);
    return created;
  }

  private async create(queue: string, policy: QueuePolicy | undefined): Promise<void> {
    let failure: unknown = new Error(`job queue ${queue} was created but is not found`);
    for (let attempt = 1; ; attempt += 1) {
      // Once stopped, statements are dropped and answer no rows (see JobStatements.executeSql): the queue would never
      // be found, and a loop of statements that fail at once on the closed pool never yields to timers, so nothing
      // (not even a test's timeout) could end it.
      if (this.isStopped()) throw new Error(`job queue stopped before queue ${queue} was created`);
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
