import type { FastifyBaseLogger } from 'fastify';
import type { Db as BossDb } from 'pg-boss';
import type { Database, DbOrTx } from '../db/database.js';
import { statementName } from '../db/prepared.js';

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

/** What a transaction's driver client answers to (node-postgres's PoolClient, or the PGlite single-trip client). */
interface DriverClient {
  query(
    statement: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/** How pg-boss's statements reach the application's database, for JobQueue: after its stop, on a cut connection, in a transaction. */
export class JobStatements {
  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly isStopped: () => boolean,
  ) {}

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
  async executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.commandWithRetries(text, values);
    } catch (error) {
      // pg-boss reads `rows[0].count` of its job commands (complete, fail, cancel...), which end by counting the
      // rows they changed: those answer that none changed; any other statement answers no rows.
      const noChange = COUNTED_COMMAND.test(text) ? NO_CHANGE : undefined;
      if (this.isStopped()) {
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
        if (pauseMs === undefined || this.isStopped() || !COUNTED_COMMAND.test(text)) throw error;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    throw new Error('unreachable: the last try throws');
  }

  /** Job commands JobQueue awaits itself: a failure reaches the caller (after the same retries), never swallowed. */
  readonly awaitedCommands: BossDb = {
    executeSql: (text: string, values?: unknown[]) => this.commandWithRetries(text, values ?? []),
  };

  /**
   * pg-boss's statements on the driver client a Drizzle transaction runs on (its session's, internal to Drizzle), as
   * `Database.executeSql` runs them outside one: named on PostgreSQL (a fixed set of texts). Not through Drizzle's
   * own query path, whose checks of rendered SQL are for the statements Drizzle builds.
   */
  inTransaction(tx: DbOrTx): BossDb {
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
}
