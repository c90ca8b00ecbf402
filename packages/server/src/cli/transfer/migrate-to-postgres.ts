import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from '../../db/data-dir-lock.js';
import { createPglite, openDatabase } from '../../db/database.js';
import { CliError } from '../cli-support.js';
import {
  APP_SCHEMA,
  JOB_SCHEMA,
  JOURNAL_SCHEMA,
  JOURNAL_TABLE,
  countRows,
  listSequences,
  listTables,
  type Table,
} from './catalog.js';
import { copyTable } from './copy-table.js';
import { copyJobRows, copyQueues, isJobBookkeeping, prepareJobSchema } from './job-queue-copy.js';
import { pgliteSql, postgresSql, type Sql } from './sql.js';
import { checkUploads, type UploadCheck } from './upload-check.js';

const SCHEMAS = [APP_SCHEMA, JOB_SCHEMA, JOURNAL_SCHEMA];

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface MoveResult {
  counts: TableCount[];
  uploads: UploadCheck;
  /** Every table's count equal on both sides. */
  ok: boolean;
}

export interface MoveOptions {
  dataDir: string;
  targetUrl: string;
  /** Progress lines. */
  log?: (line: string) => void;
}

/**
 * Moves an embedded database (DATA_DIR/pglite) into an empty PostgreSQL database: the same migration, every row of
 * the application's tables, pg-boss's jobs and Drizzle's journal, the sequences where the source left them; then
 * counts both sides. The data folder is locked throughout, so no server writes the source meanwhile.
 */
export async function migrateToPostgres({
  dataDir,
  targetUrl,
  log = () => undefined,
}: MoveOptions): Promise<MoveResult> {
  const lock = await acquireDataDirLock(dataDir, 'a move to PostgreSQL');
  try {
    if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION')))
      throw new CliError(`There is no embedded database in ${join(dataDir, 'pglite')}.`);
    const pglite = await createPglite(dataDir);
    const client = new pg.Client({ connectionString: targetUrl });
    try {
      await client.connect().catch((error: unknown) => {
        throw new CliError(
          `Cannot connect to the target database: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      const source = pgliteSql(pglite);
      const target = postgresSql(client);
      // The server migrates at start anyway; the source is brought to this version's schema so both sides match.
      await (await openDatabase({ pglite })).migrate();
      await refuseUnlessEmpty(source, target);
      log('migrating the target database…');
      const migrator = await openDatabase({
        databaseUrl: targetUrl,
        pool: { max: 1, acquireTimeoutMs: 30_000 },
        onPoolError: () => undefined,
      });
      try {
        await migrator.migrate();
      } finally {
        await migrator.close();
      }
      const bossVersion = await prepareJobSchema(source, target);
      const tables = (await matchingTables(source, target)).filter((table) => !isJobBookkeeping(table));
      await copyAll(source, target, tables, bossVersion !== undefined, log);
      log('counting rows on both sides…');
      const counts: TableCount[] = [];
      for (const table of tables)
        counts.push({
          table: table.label,
          source: await countRows(source, table),
          target: await countRows(target, table),
        });
      const uploads = await checkUploads(target, tables, dataDir);
      return { counts, uploads, ok: counts.every((count) => count.source === count.target) };
    } finally {
      await client.end().catch(() => undefined);
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** Only into a database without Guichê rows: the copy keeps the source's ids, which existing rows would collide with. */
async function refuseUnlessEmpty(source: Sql, target: Sql): Promise<void> {
  const occupied: string[] = [];
  // The application's tables first: they are what the message should name.
  const tables = [...(await listTables(source, [APP_SCHEMA])), ...(await listTables(source, [JOB_SCHEMA]))].filter(
    (table) => !isJobBookkeeping(table),
  );
  for (const table of tables) {
    const [found] = await target.rows<{ exists: string | null }>('select to_regclass($1)::text as exists', [table.sql]);
    if (!found?.exists) continue;
    const [row] = await target.rows<{ any: boolean }>(`select exists (select 1 from ${table.sql}) as any`);
    if (row?.any) occupied.push(table.label);
  }
  if (occupied.length > 0) {
    const shown = occupied.slice(0, 5).join(', ') + (occupied.length > 5 ? `, and ${occupied.length - 5} more` : '');
    throw new CliError(`The target database already holds Guichê rows (${shown}): move into a new, empty database.`);
  }
}

/** The tables to copy, after checking that both sides have them with the same columns (the same migration). */
async function matchingTables(source: Sql, target: Sql): Promise<Table[]> {
  const sourceJournal = await source.rows<{ hash: string }>(`select hash from ${JOURNAL_TABLE} order by id`);
  const targetJournal = await target.rows<{ hash: string }>(`select hash from ${JOURNAL_TABLE} order by id`);
  if (sourceJournal.map((row) => row.hash).join() !== targetJournal.map((row) => row.hash).join()) {
    throw new CliError(
      `The migrations differ: the embedded database has ${sourceJournal.length}, the target ${targetJournal.length}.`,
    );
  }
  const tables = await listTables(source, SCHEMAS);
  const targetTables = new Map((await listTables(target, SCHEMAS)).map((table) => [table.label, table]));
  for (const table of tables) {
    const other = targetTables.get(table.label);
    const shape = (t: Table) => t.columns.map((column) => `${column.name} ${column.type}`).join(', ');
    if (!other) throw new CliError(`The target has no table ${table.label}.`);
    if (shape(other) !== shape(table))
      throw new CliError(`${table.label} differs: (${shape(table)}) here, (${shape(other)}) on the target.`);
  }
  return tables;
}

/**
 * One transaction for the whole copy: the target ends with every row or, after any failure, with none (and the
 * command can simply be run again), and the foreign keys can be set aside inside it. They must be: companies and
 * plans name each other, and chatbots their parent, so no table order satisfies them. They are dropped and added
 * back before commit, which checks every reference the copied rows make. User triggers are disabled meanwhile:
 * those on tickets and the configuration tables would write attendance cycles and new configuration versions for
 * rows that already carry theirs.
 */
async function copyAll(
  source: Sql,
  target: Sql,
  tables: Table[],
  withJobs: boolean,
  log: (line: string) => void,
): Promise<void> {
  // Values travel as text (copy-table.ts): both sides write and read dates, intervals and floats in one exact form.
  await source.exec(
    `set datestyle = 'ISO, YMD'; set intervalstyle = 'iso_8601'; set extra_float_digits = 3; set bytea_output = 'hex'`,
  );
  await target.exec('begin');
  try {
    await target.exec(`set local datestyle = 'ISO, YMD'; set local intervalstyle = 'iso_8601'`);
    const foreignKeys = await target.rows<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = $1::regnamespace`,
      [APP_SCHEMA],
    );
    for (const key of foreignKeys)
      await target.exec(`alter table ${key.table} drop constraint "${key.name.replaceAll('"', '""')}"`);
    const appTables = tables.filter((table) => table.schema === APP_SCHEMA);
    for (const table of appTables) await target.exec(`alter table ${table.sql} disable trigger user`);

    // Progress for the tables that had rows (the report lists every table).
    const copied = (table: Table, rows: number) => rows > 0 && log(`  copied ${table.label} (${rows} rows)`);
    if (withJobs) {
      log(`  copied ${JOB_SCHEMA}.queue (${await copyQueues(source, target)} queues)`);
      await copyJobRows(source, target, tables, copied);
    }
    for (const table of appTables) copied(table, await copyTable(source, target, table));
    // The journal the target's own migration wrote is replaced by the source's: the same migrations, the same rows.
    const journal = tables.find((table) => table.label === JOURNAL_TABLE);
    await target.exec(`delete from ${JOURNAL_TABLE}`);
    if (journal) copied(journal, await copyTable(source, target, journal));

    for (const sequence of await listSequences(source, SCHEMAS)) {
      const [state] = await source.rows<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${sequence.sql}`,
      );
      if (state)
        await target.rows('select setval($1::regclass, $2::bigint, $3)', [
          sequence.sql,
          state.last_value,
          state.is_called,
        ]);
    }
    log('checking every foreign key of the copied rows…');
    for (const key of foreignKeys)
      await target.exec(
        `alter table ${key.table} add constraint "${key.name.replaceAll('"', '""')}" ${key.definition}`,
      );
    for (const table of appTables) await target.exec(`alter table ${table.sql} enable trigger user`);
    await target.exec('commit');
  } catch (error) {
    await target.exec('rollback').catch(() => undefined);
    throw error;
  }
}
