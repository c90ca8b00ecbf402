import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/faults/spawned-server.js';
import { pause } from '../test/sockets.js';
import { testDbKind } from '../test/test-database.js';
import { CheckedOutGuardPool } from './guarded-pool.js';

// PGlite has no pool and no backends to end.
describe.skipIf(testDbKind() !== 'postgres')('CheckedOutGuardPool (PostgreSQL only)', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase();
  });
  afterAll(() => database.drop());

  it('survives the backend of a checked-out client ending, and frees its slot though the holder never releases it', async () => {
    const pool = new CheckedOutGuardPool({ connectionString: database.url, max: 1 });
    const poolErrors: Error[] = [];
    pool.on('error', (error) => poolErrors.push(error));
    const held = await pool.connect();
    await database.terminateBackends();
    await pause(200);
    await expect(held.query('select 1')).rejects.toThrow();
    // The only slot was given back when the connection died: a new query gets a fresh connection.
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(() => held.release()).not.toThrow();
    expect(pool.totalCount).toBe(1);
    await pool.end();
  });
});
