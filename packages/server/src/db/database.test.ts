import { describe, expect, it } from 'vitest';
import { createTestDatabase, requireDatabaseUrl, testDbKind } from '../test/test-database.js';
import { isDatabaseUnavailable } from './connection-errors.js';
import { openDatabase } from './database.js';

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

// pg-boss's maintenance and command claims send BEGIN, a lock, the batch, COMMIT as one text, and read the batch's row.
it('answers a text of several statements with the rows of every statement', async () => {
  const database = await createTestDatabase();
  try {
    const { rows } = await database.executeSql(`begin; select 1 as first; select 2 as second; commit`);
    expect(rows).toEqual([{ first: 1 }, { second: 2 }]);
    const inTransaction = await database.migrationTransaction((sql) => sql(`select 3 as third; select 4 as fourth`));
    expect(inTransaction.rows).toEqual([{ third: 3 }, { fourth: 4 }]);
  } finally {
    await database.close();
  }
});

// PGlite has no pool.
describe.skipIf(testDbKind() !== 'postgres')('the PostgreSQL pool (PostgreSQL only)', () => {
  it('opens at most the configured connections, and a query that waits past the acquire timeout fails as unavailable', async () => {
    const database = await openDatabase({ databaseUrl: requireDatabaseUrl(), pool: { max: 2, acquireTimeoutMs: 100 } });
    const release = signal();
    const entered = [signal(), signal()];
    const holders = entered.map((inside) =>
      database.db.transaction(async () => {
        inside.resolve();
        await release.promise;
      }),
    );
    try {
      await Promise.all(entered.map((inside) => inside.promise));
      const refusal = await database.ping().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal !== undefined && isDatabaseUnavailable(refusal)).toBe(true);
    } finally {
      release.resolve();
      await Promise.all(holders);
    }
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });
});
