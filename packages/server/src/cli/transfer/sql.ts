import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** One connection's SQL, whichever engine: the embedded source (PGlite) or a PostgreSQL client. */
export interface Sql {
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Rows as arrays (the copy reads wide rows without naming every column twice). */
  arrays(text: string, values?: unknown[]): Promise<unknown[][]>;
  /** Several statements, no values (pg-boss's schema, transaction control). */
  exec(text: string): Promise<void>;
}

export function pgliteSql(pglite: PGlite): Sql {
  return {
    async rows<T>(text: string, values: unknown[] = []) {
      return (await pglite.query<T>(text, values)).rows;
    },
    async arrays(text: string, values: unknown[] = []) {
      return (await pglite.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
    },
    async exec(text: string) {
      await pglite.exec(text);
    },
  };
}

export function postgresSql(client: pg.Client): Sql {
  return {
    async rows<T>(text: string, values: unknown[] = []) {
      return (await client.query<T & pg.QueryResultRow>(text, values)).rows;
    },
    async arrays(text: string, values: unknown[] = []) {
      return (await client.query<unknown[]>({ text, values, rowMode: 'array' })).rows;
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** A quoted identifier: catalog names go into statements, and any of them may need quotes. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
