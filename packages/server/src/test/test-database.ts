import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, openDatabase, type Database } from '../db/database.js';
import { refuseBareSubqueryColumns } from '../db/subquery-columns.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: a migrated, seeded data-folder snapshot (tar file). */
    pgliteSnapshot: string;
    /** postgres: the migrated, seeded template database each test file copies. */
    postgresTemplate: string;
  }
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin@12345' };

/** `pglite` or `postgres`: set per vitest project (see vitest.config.ts). */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, migrated and seeded database for one test app: PGlite loads the snapshot made once per run (about a
 * second instead of a new initdb); PostgreSQL copies the template database. Dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const pglite = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
    return openDatabase({ pglite, logger: refuseBareSubqueryColumns });
  }
  const adminUrl = requireDatabaseUrl();
  const name = `guiche_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  // Dropping the database at the end terminates connections still closing; that is expected here.
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, name),
    onPoolError: () => undefined,
    logger: refuseBareSubqueryColumns,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return url;
}

export function databaseUrlFor(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
