import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Pool, QueryResult } from 'pg';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { DEFAULT_POOL_TIMEOUT_MS, MIGRATIONS_DIR, defaultPoolMax, type DatabasePoolConfig } from '../config.js';
import { CheckedOutGuardPool } from './guarded-pool.js';
import { singleTripClient } from './pglite-single-trip.js';
import { statementName } from './prepared.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository method accepts the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Raw SQL on the same engine, for engines that bring their own SQL (the pg-boss job queue). Without values the
   * text may hold several statements; the rows of the last one are answered.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` as one transaction of raw SQL (a text without values may hold several statements), holding the lock
   * migrations hold on PostgreSQL: a start-up change to the database outside the migrations (the job schema's move,
   * jobs/job-schema-move.ts) is then made by one process at a time, and never beside a migration. PGlite is one
   * process. Rolled back when `work` throws.
   */
  migrationTransaction<T>(work: (sql: RawSql) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections at this moment (for /metrics). PGlite has no pool and no such method. */
  poolStats?(): DatabasePoolStats;
}

export interface DatabasePoolStats {
  /** Open connections, idle or checked out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (the pool is at its max and none is idle). */
  waiting: number;
  max: number;
}

/** Raw SQL inside a transaction (see Database.migrationTransaction). */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Arbitrary constant: serialises migrations when several server processes start together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_240_311;
const drizzleOptions = (logger: Logger | undefined) =>
  ({ schema, casing: 'snake_case', logger: logger ?? false }) as const;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Embedded mode: the PGlite data folder lives here. */
  dataDir?: string | undefined;
  /** Embedded mode: an already-created PGlite (tests load a migrated snapshot). */
  pglite?: PGlite;
  /**
   * PostgreSQL mode: an idle pooled connection failed (server restart, terminated backend). The pool replaces it;
   * without a listener the error would end the process.
   */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL mode: the pool's size and acquire timeout (the environment's, see loadConfig); else the defaults. */
  pool?: DatabasePoolConfig | undefined;
  /** Sees every statement drizzle issues; the tests' databases check them (db/subquery-columns.ts). */
  logger?: Logger | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = options.pool ?? {
      max: defaultPoolMax(availableParallelism()),
      acquireTimeoutMs: DEFAULT_POOL_TIMEOUT_MS,
    };
    return openPostgres(options.databaseUrl, pool, options.onPoolError ?? reportPoolError, options.logger);
  }
  const client = options.pglite ?? (await createPglite(options.dataDir));
  return openPglite(client, options.logger);
}

/**
 * The extensions the migrations create, bundled with PGlite: pg_trgm for substring search, btree_gin for the
 * company column that leads its indexes.
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm } satisfies PGliteOptions['extensions'];

/**
 * - shared_buffers: PostgreSQL's default 128 MB live inside PGlite's WebAssembly memory and, once touched, stay in
 *   the process's RSS (about 480 MB idle with them, 160 MB with 16 MB). Pages evicted from this smaller cache are
 *   read back from the operating system's file cache, so an embedded-size workload loses little.
 * - wal_init_zero: each new 16 MB WAL segment is otherwise filled with zeros, 8 kB at a time, before it is used. In
 *   memory, Emscripten's file system grows a file of over 1 MB by an eighth at a time, copying it each time (4 % of
 *   the server's CPU under the inbound bench with the engine, 1.4 % without the zeros); on a data folder, it is 16 MB
 *   of writes per segment. The zeros only reserve disk space ahead of a later fsync, and PGlite runs without fsync
 *   (-F).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_init_zero=off'];

export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
  if (!dataDir) return PGlite.create(options);
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await initialiseInChild(dir);
  return PGlite.create(dir, options);
}

/** Runs pglite-init in a child process with this process's loader flags (tsx in development). */
function initialiseInChild(dir: string): Promise<void> {
  const script = fileURLToPath(new URL(`./pglite-init${extname(fileURLToPath(import.meta.url))}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(script, [dir], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (exit ${code})`)),
    );
  });
}

function openPglite(client: PGlite, logger: Logger | undefined): Database {
  // Drizzle calls only `query` and `transaction` of its client, which the single-trip client provides.
  const singleTrip = singleTripClient(client);
  const db = drizzlePglite(singleTrip as unknown as PGlite, drizzleOptions(logger));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite folder, so no lock is needed around migrations.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await singleTrip.query(text, values)).rows };
      return { rows: rowsOfEvery(await client.exec(text)) };
    },
    // PGlite's own transaction: it holds the engine, so the single-trip client's statements wait for it.
    migrationTransaction: (work) =>
      client.transaction((tx) =>
        work(async (text, values) => {
          if (values && values.length > 0) return { rows: (await tx.query(text, values)).rows };
          return { rows: rowsOfEvery(await tx.exec(text)) };
        }),
      ),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Every statement's rows, in order, for a text of several statements: pg-boss reads a batch's answer from the one
 * statement that has it (its maintenance and command claims are wrapped in BEGIN, a lock, the batch, COMMIT), and
 * asserts that a custom db hands over the rows of every statement. A single statement's rows are just its rows.
 */
function rowsOfEvery(results: { rows: unknown[] } | { rows: unknown[] }[]): unknown[] {
  return Array.isArray(results) ? results.flatMap((result) => result.rows) : results.rows;
}

/** node-postgres answers a text of several statements (simple protocol) with one result per statement. */
async function simpleQuery(client: Pick<Pool, 'query'>, text: string): Promise<QueryResult | QueryResult[]> {
  return (await client.query(text)) as QueryResult | QueryResult[];
}

function reportPoolError(error: Error): void {
  console.error(`database: an idle connection failed and will be replaced (${error.message})`);
}

function openPostgres(
  databaseUrl: string,
  { max, acquireTimeoutMs }: DatabasePoolConfig,
  onPoolError: (error: Error) => void,
  logger: Logger | undefined,
): Database {
  // node-postgres's connectionTimeoutMillis bounds both the wait for a free connection and the opening of a new one:
  // without it a request would wait as long as the kernel does when the network to PostgreSQL is cut.
  const pool = new CheckedOutGuardPool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: acquireTimeoutMs,
  });
  pool.on('error', onPoolError);
  const db = drizzlePg(pool, drizzleOptions(logger));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, drizzleOptions(undefined)), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    // pg-boss's statements with parameters (a job sent, fetched, completed) are a fixed set of texts: named, each
    // connection parses them once (a job insert's parse and bind took more of its backend's time than running it).
    executeSql: async (text, values) =>
      values && values.length > 0
        ? { rows: (await pool.query({ name: statementName(text), text, values })).rows }
        : { rows: rowsOfEvery(await simpleQuery(pool, text)) },
    migrationTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // The transaction's form of the migrations' session lock: the two exclude each other.
        await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        // Without values, the simple protocol: a text of several statements runs as it is.
        const result = await work(async (text, values) => ({
          rows:
            values && values.length > 0
              ? (await client.query(text, values)).rows
              : rowsOfEvery(await simpleQuery(client, text)),
        }));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
