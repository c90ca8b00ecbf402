import { describe, expect, it } from 'vitest';
import { requireDatabaseUrl, testDbKind } from '../test/test-database.js';
import { isDatabaseUnavailable } from './connection-errors.js';
import { openDatabase } from './database.js';

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

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
