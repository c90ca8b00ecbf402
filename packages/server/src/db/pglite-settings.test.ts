import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/test-database.js';
import { createPglite } from './database.js';

// The embedded database only: the PostgreSQL project would only run the same thing again.
describe.skipIf(testDbKind() !== 'pglite')('the embedded database (PGlite)', () => {
  it('starts with a small buffer cache and does not fill new WAL segments with zeros', async () => {
    const pg = await createPglite(undefined);
    try {
      const { rows } = await pg.query(
        "select name, setting, unit from pg_settings where name in ('shared_buffers', 'wal_init_zero') order by name",
      );
      // shared_buffers counts 8 kB pages: 2048 of them are 16 MB.
      expect(rows).toEqual([
        { name: 'shared_buffers', setting: '2048', unit: '8kB' },
        { name: 'wal_init_zero', setting: 'off', unit: null },
      ]);
    } finally {
      await pg.close();
    }
  });
});
