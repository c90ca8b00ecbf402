import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.js';
import { rawQuery } from './raw-rows.js';

/**
 * How often the tables' sizes are compared with what their statistics were taken at: one catalog read, about a
 * millisecond. Tending follows growth, so a young database (which grows fastest) has fitting plans within seconds,
 * and an old one is seldom tended. In the inbound bench on PGlite, checking every 60 s instead cost the engine's
 * runs 10 to 20 % of their rate (the tables stayed unanalyzed for the whole run).
 */
const CHECK_EVERY_MS = 5_000;
/**
 * A table is tended when it has grown by this share of its size at its last tending, plus `GROWTH_PAGES` pages
 * (autovacuum's default analyze rule is 10 % of the rows plus 50 rows; pages are what PGlite can tell).
 */
const GROWTH_SHARE = 0.1;
const GROWTH_PAGES = 8;
/** Arbitrary constant: one PostgreSQL process at a time analyzes, when several share a database without autovacuum. */
const UPKEEP_LOCK_KEY = 7_240_312;
/** The schemas whose tables the server queries: its own and the job queue's. */
const SCHEMAS = ['public', 'pgboss'];

interface TableSize {
  name: string;
  /** Pages when its statistics were last taken (pg_class.relpages). */
  pagesThen: number;
  /** Rows estimated then; below zero when never analyzed. */
  rowsThen: number;
  pagesNow: number;
}

/**
 * Keeps the planner's statistics (and, embedded, the tables' free space) up to date where no autovacuum does. The
 * planner picks indexes from them: a table never analyzed is taken for a tiny one, and a lookup of twenty messages
 * by id was planned as a scan of every message of the company, growing with the company's history. PGlite runs
 * PostgreSQL in single-user mode, which has no autovacuum at all, and counts no row changes either, so tables are
 * judged by their size in pages; a PostgreSQL whose operator turned autovacuum off is tended the same way, without
 * VACUUM (which cannot run under the lock that keeps several processes from doing the same work).
 */
export class StatisticsUpkeep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private busy = false;

  /** Tends only when asked (tendOnce); startIfNeeded also tends on its own. */
  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Starts tending when the database needs it (PGlite, or PostgreSQL with autovacuum off); answers undefined otherwise. */
  static async startIfNeeded(database: Database, logger: FastifyBaseLogger): Promise<StatisticsUpkeep | undefined> {
    if (!(await StatisticsUpkeep.needed(database))) return undefined;
    if (database.kind === 'postgres')
      logger.warn('PostgreSQL autovacuum is off: Guichê analyzes its tables itself, but nothing vacuums them');
    const upkeep = new StatisticsUpkeep(database, logger);
    upkeep.timer = setInterval(() => upkeep.check(), CHECK_EVERY_MS);
    upkeep.timer.unref();
    return upkeep;
  }

  static async needed(database: Database): Promise<boolean> {
    if (database.kind === 'pglite') return true;
    const [row] = (await database.executeSql(`select current_setting('autovacuum') as autovacuum`)).rows as {
      autovacuum: string;
    }[];
    return row?.autovacuum === 'off';
  }

  /** Tends the tables that need it, one after another; answers their names. */
  async tendOnce(): Promise<string[]> {
    const due = (await this.sizes()).filter(isDue).map((table) => table.name);
    if (due.length === 0) return [];
    if (this.database.kind === 'pglite') {
      // One table per statement, so that requests get their turns in between on the one thread PGlite shares.
      for (const name of due) await this.database.executeSql(`vacuum (analyze) ${name}`);
      return due;
    }
    // ANALYZE may run in a transaction, under a lock that the other processes sharing the database then skip.
    return this.database.db.transaction(async (tx) => {
      const [lock] = await rawQuery(tx, sql`select pg_try_advisory_xact_lock(${UPKEEP_LOCK_KEY}) as locked`);
      if (lock?.locked !== true) return [];
      for (const name of due) await tx.execute(sql.raw(`analyze ${name}`));
      return due;
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** A check while the previous one still tends (a large table on PGlite) is skipped, not queued behind it. */
  private check(): void {
    if (this.busy) return;
    this.busy = true;
    this.running = this.tendOnce()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'updating table statistics failed'))
      .finally(() => (this.busy = false));
  }

  private async sizes(): Promise<TableSize[]> {
    const { rows } = await this.database.executeSql(
      `select format('%I.%I', n.nspname, c.relname) as name, c.relpages as "pagesThen", c.reltuples as "rowsThen",
              (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as "pagesNow"
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in (${SCHEMAS.map((schema) => `'${schema}'`).join(', ')})
          -- ANALYZE skips a table its role does not own (a warning, every time): those are left to their owner.
          and pg_has_role(c.relowner, 'MEMBER')`,
    );
    return rows as TableSize[];
  }
}

function isDue(table: TableSize): boolean {
  if (table.pagesNow === 0) return false;
  if (table.rowsThen < 0) return true;
  return table.pagesNow >= table.pagesThen * (1 + GROWTH_SHARE) + GROWTH_PAGES;
}
