import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { instanceSecrets } from '../db/schema/index.js';
import { call, login } from '../test/http.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { TEST_ADMIN, createTestDatabase, testDbKind } from '../test/test-database.js';
import { resolveInstanceSecrets } from './instance-secrets.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'guiche-secrets-'));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
// Each test starts as a fresh installation would: nothing kept yet.
afterEach(async () => {
  await database.db.delete(instanceSecrets);
});
afterAll(() => database.close());

describe('the secrets the environment does not set are kept in the database', () => {
  it('seals the JWT secret under an ENCRYPTION_KEY given in the environment, and refuses a process with another key', async () => {
    const encryptionKey = randomBytes(32).toString('hex');
    const first = await resolveInstanceSecrets(database.db, {
      jwtSecret: undefined,
      encryptionKey,
      dataDir: dataDir(),
    });
    expect(first).toMatchObject({ encryptionKey, fromDatabase: ['JWT_SECRET'] });
    const rows = await database.db.select().from(instanceSecrets);
    expect(rows).toEqual([expect.objectContaining({ name: 'JWT_SECRET', sealed: true })]);
    expect(rows[0]?.value).not.toContain(first.jwtSecret);
    expect(
      (await resolveInstanceSecrets(database.db, { jwtSecret: undefined, encryptionKey, dataDir: dataDir() }))
        .jwtSecret,
    ).toBe(first.jwtSecret);
    const otherKey = randomBytes(32).toString('hex');
    await expect(
      resolveInstanceSecrets(database.db, { jwtSecret: undefined, encryptionKey: otherKey, dataDir: dataDir() }),
    ).rejects.toThrow(/sealed with another ENCRYPTION_KEY/);
    // Without a key of its own, a process would use a generated one, which cannot open it either.
    await expect(
      resolveInstanceSecrets(database.db, { jwtSecret: undefined, encryptionKey: undefined, dataDir: dataDir() }),
    ).rejects.toThrow(/sealed with another ENCRYPTION_KEY/);
  });

  it('adopts the secrets an earlier version generated into the data folder, so sealed credentials stay readable', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), 'jwt-from-the-data-folder');
    writeFileSync(join(dir, 'encryption-key'), 'key-from-the-data-folder\n');
    const adopted = await resolveInstanceSecrets(database.db, {
      jwtSecret: undefined,
      encryptionKey: undefined,
      dataDir: dir,
    });
    expect(adopted).toEqual({
      jwtSecret: 'jwt-from-the-data-folder',
      encryptionKey: 'key-from-the-data-folder',
      fromDatabase: ['ENCRYPTION_KEY', 'JWT_SECRET'],
    });
    // Both kept as they are: the key beside the JWT secret would open it anyway.
    const rows = await database.db
      .select({ name: instanceSecrets.name, sealed: instanceSecrets.sealed })
      .from(instanceSecrets);
    expect(rows.every((row) => !row.sealed)).toBe(true);
  });
});

// Several server processes on one PostgreSQL; PGlite is one process.
describe.skipIf(testDbKind() !== 'postgres')(
  'two processes on one PostgreSQL with no secrets set (PostgreSQL only)',
  () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it("start together, each with its own data folder, and accept each other's access tokens", async () => {
      const environment = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: 'postgres://shared.example/guiche' });
      const processes = await Promise.all(
        [dataDir(), dataDir()].map(async (dir) => {
          const startup = loadConfig(environment(dir));
          const { jwtSecret, encryptionKey } = await resolveInstanceSecrets(database.db, startup);
          return { jwtSecret, encryptionKey };
        }),
      );
      expect(processes[1]).toEqual(processes[0]);
      for (const secrets of processes) apps.push(await startTestApp({ database, ...secrets }));
      const [first, second] = apps as [TestApp, TestApp];
      const { token } = await login(first.url, TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await call(second.url, 'GET', '/auth/me', { token })).status).toBe(200);
    });
  },
);
