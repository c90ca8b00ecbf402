import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';
import { statementName } from './prepared.js';

/** A row as the driver answers it, by column name. */
export type RawRow = Record<string, unknown>;

/** The table's columns: the key rows are typed by, and the name the database knows (snake_case). */
export function columnsOf<T extends Table>(table: T) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.keyAsName ? toSnakeCase(column.name) : column.name,
    column,
  }));
}

/** Raw driver rows → the table's row type, using drizzle's own column names (snake_case) and value mapping. */
export function rowMapper<T extends Table>(table: T): (raw: RawRow) => T['$inferSelect'] {
  const columns = columnsOf(table);
  return (raw) => {
    const row: RawRow = {};
    for (const { key, name, column } of columns) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

function rowsOf(result: unknown): RawRow[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as RawRow[];
  throw new Error('unexpected driver result');
}

/** What a Drizzle handle runs statements with: its session (public, under `_`) and its dialect (internal). */
interface HandleInternals {
  _: { session: PgSession };
  dialect: PgDialect;
}

/**
 * Runs hand-written SQL and answers its rows as the driver gives them. The statement runs as a named one (see
 * statementName), which `execute` cannot do: its text must not depend on the values, so lists travel as one array
 * parameter (arrayParam).
 */
export async function rawQuery(tx: DbOrTx, statement: SQL): Promise<RawRow[]> {
  const {
    _: { session },
    dialect,
  } = tx as unknown as HandleInternals;
  const query = dialect.sqlToQuery(statement);
  return rowsOf(await session.prepareQuery(query, undefined, statementName(query.sql), false).execute());
}

/** One array parameter, for unnest(...) and any(...): drizzle would otherwise spread an array into a list of parameters. */
export const arrayParam = (values: readonly unknown[]) => sql.param(values);
