import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { rawQuery } from './raw-rows.js';
import { createCompany } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';
import { StatisticsUpkeep } from './statistics-upkeep.js';

const silent = pino({ level: 'silent' });

/** What the planner believes of the contacts table: its estimated rows (below zero when never analyzed). */
async function estimatedContacts(database: Database): Promise<number> {
  const [row] = await rawQuery(
    database.db,
    sql`select reltuples from pg_class where oid = 'public.contacts'::regclass`,
  );
  return Number(row?.reltuples);
}

describe('StatisticsUpkeep', () => {
  let database: Database | undefined;
  let upkeep: StatisticsUpkeep | undefined;
  afterEach(async () => {
    await upkeep?.stop();
    await database?.close();
    upkeep = undefined;
    database = undefined;
  });

  it('runs where no autovacuum keeps the statistics: always on PGlite, on PostgreSQL only with autovacuum off', async () => {
    database = await createTestDatabase();
    const [setting] =
      database.kind === 'postgres'
        ? await rawQuery(database.db, sql`select current_setting('autovacuum') as value`)
        : [];
    expect(await StatisticsUpkeep.needed(database)).toBe(database.kind === 'pglite' || setting?.value === 'off');
  });

  it('analyzes a table that grew since its statistics were taken, and leaves it alone until it grows again', async () => {
    database = await createTestDatabase();
    // The tests' own tables are fresh: take the statistics of all of them first, as the upkeep's first rounds would.
    await database.executeSql('analyze');
    upkeep = await startedUpkeep(database);
    expect(await upkeep.tendOnce()).toEqual([]);

    const company = await createCompany(database.db);
    await database.db.execute(sql`insert into contacts (company_id, name, number)
      select ${company.id}, 'Cliente ' || g, '55119' || lpad(g::text, 8, '0') from generate_series(1, 5000) g`);

    expect(await upkeep.tendOnce()).toContain('public.contacts');
    expect(await estimatedContacts(database)).toBeGreaterThanOrEqual(5000);
    expect(await upkeep.tendOnce()).toEqual([]);
  });
});

/** The upkeep, on PostgreSQL too whatever its autovacuum setting (the machine's, which a test does not change). */
async function startedUpkeep(database: Database): Promise<StatisticsUpkeep> {
  return (await StatisticsUpkeep.startIfNeeded(database, silent)) ?? new StatisticsUpkeep(database, silent);
}
