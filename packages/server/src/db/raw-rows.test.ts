import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import { arrayParam, rawQuery } from './raw-rows.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('hand-written statements', () => {
  it('run as one prepared statement, with new values on every call', async () => {
    const statement = (values: number[]) =>
      sql`select sum(v)::int as total from unnest(${arrayParam(values)}::int[]) as v`;
    // One transaction is one connection, where the prepared statement can be seen.
    const { totals, prepared } = await database.db.transaction(async (tx) => ({
      totals: [...(await rawQuery(tx, statement([1, 2]))), ...(await rawQuery(tx, statement([3, 4, 5])))],
      prepared: await rawQuery(
        tx,
        sql`select name from pg_prepared_statements where statement like 'select sum(v)::int as total from unnest(%'`,
      ),
    }));
    expect(totals).toEqual([{ total: 3 }, { total: 12 }]);
    // Named by its text on PostgreSQL; the embedded engine's client names every statement itself.
    expect(prepared).toHaveLength(1);
  });
});
