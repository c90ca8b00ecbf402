import { randomBytes } from 'node:crypto';
import { addTransactionCapability, proto, type SignalDataSet } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { FencedError, SessionLease } from '../lease/session-lease.js';
import { createWhatsappConnection, expireLease } from '../lease/testing/connection-fixtures.js';
import { loadAuthState } from './auth-state.js';
import { authStateRepository } from './auth-state.repository.js';
import { SILENT_LOGGER, TEST_SECRET_BOX } from './testing/adapter-harness.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function holder(owner = 'node-a') {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  const scope = { companyId: company.id, whatsappId: connection.id };
  const lease = await SessionLease.acquire(database.db, { ...scope, owner });
  if (!lease) throw new Error('lease not acquired');
  return {
    scope,
    lease,
    load: (fence = lease) =>
      loadAuthState({ db: database.db, scope, secretBox: TEST_SECRET_BOX, fence, logger: SILENT_LOGGER }),
  };
}

const appStateKey = {
  keyData: randomBytes(32),
  fingerprint: { rawId: 7, currentIndex: 2, deviceIndexes: [0, 1] },
  timestamp: 1_760_000_000,
};
const keys = (): SignalDataSet => ({
  'pre-key': { '1': { public: randomBytes(32), private: randomBytes(32) } },
  session: { '5511912345678.0': randomBytes(64) },
  'sender-key': { '120363025246125244@g.us::111122223333444::0': randomBytes(40) },
  'app-state-sync-key': { AAAAAGQb: appStateKey },
  'app-state-sync-version': { regular: { version: 3, hash: randomBytes(128), indexValueMap: {} } },
  'lid-mapping': { '5511912345678': '123456789012345', '123456789012345_reverse': '5511912345678' },
  'device-list': { '5511912345678': ['0', '3'] },
  tctoken: { '123456789012345@lid': { token: randomBytes(16), timestamp: '1760000000' } },
});

describe('database auth state', () => {
  it('starts unregistered, then round-trips the credentials and every key type', async () => {
    const { lease, load } = await holder();
    const first = await load();
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.registered = true;
    first.state.creds.me = { id: '5511900000001:7@s.whatsapp.net', lid: '98765432101234:7@lid' };
    await first.saveCreds();
    const written = keys();
    await first.state.keys.set(written);

    // A second load reads the database, not the first store's cache.
    const second = await load();
    expect(second.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(second.state.creds.noiseKey.private)).toBe(true);
    for (const [type, values] of Object.entries(written)) {
      const read = await second.state.keys.get(type as keyof SignalDataSet, Object.keys(values ?? {}));
      if (type !== 'app-state-sync-key') expect(read).toEqual(values);
    }
    const { AAAAAGQb: syncKey } = await second.state.keys.get('app-state-sync-key', ['AAAAAGQb']);
    expect(syncKey).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(syncKey?.keyData ?? [])).toEqual(appStateKey.keyData);
    expect(syncKey?.fingerprint?.deviceIndexes).toEqual([0, 1]);
    await lease.release();
  });

  it('deletes the keys set to null and answers only the ids it has', async () => {
    const { lease, load } = await holder();
    const auth = await load();
    await auth.state.keys.set({
      'pre-key': {
        '1': { public: randomBytes(32), private: randomBytes(32) },
        '2': { public: randomBytes(32), private: randomBytes(32) },
      },
    });
    await auth.state.keys.set({ 'pre-key': { '1': null } });
    const read = await (await load()).state.keys.get('pre-key', ['1', '2', '3']);
    expect(Object.keys(read)).toEqual(['2']);
    await lease.release();
  });

  it('keeps every value sealed: no plaintext bytes in the table, and a value does not open under another row', async () => {
    const { scope, lease, load } = await holder();
    const auth = await load();
    await auth.saveCreds();
    const written = keys();
    await auth.state.keys.set(written);
    const rows = await authStateRepository.list(database.db, scope);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const secrets = [
      auth.state.creds.noiseKey.private,
      auth.state.creds.signedIdentityKey.private,
      appStateKey.keyData,
      Buffer.from('123456789012345'),
    ];
    for (const row of rows) {
      for (const secret of secrets) expect(row.value.includes(Buffer.from(secret))).toBe(false);
      expect(row.value.toString('latin1')).not.toMatch(/"type":"Buffer"|noiseKey|registrationId/);
    }
    const creds = rows.find((row) => row.type === 'creds');
    expect(() =>
      TEST_SECRET_BOX.open(creds?.value ?? Buffer.alloc(0), `whatsapp:${scope.whatsappId}:session:creds`),
    ).toThrow();
    await lease.release();
  });

  it("works under Baileys' own key-store transactions (what the socket wraps it in)", async () => {
    const { lease, load } = await holder();
    const store = addTransactionCapability((await load()).state.keys, SILENT_LOGGER, {
      maxCommitRetries: 1,
      delayBetweenTriesMs: 1,
    });
    await store.transaction(async () => {
      await store.set({ session: { committed: randomBytes(8) } });
      expect(await store.get('session', ['committed'])).toHaveProperty('committed');
    }, 'session');
    expect(Object.keys(await (await load()).state.keys.get('session', ['committed']))).toEqual(['committed']);
    await lease.release();
  });

  it('clear() deletes the whole session, credentials included', async () => {
    const { scope, lease, load } = await holder();
    const auth = await load();
    await auth.saveCreds();
    await auth.state.keys.set(keys());
    await auth.clear();
    expect(await authStateRepository.list(database.db, scope)).toEqual([]);
    expect((await load()).state.creds.registered).toBe(false);
    await lease.release();
  });

  it('FENCING: once another owner took the lease, writes of the old holder throw and write nothing', async () => {
    const { scope, lease, load } = await holder('node-a');
    const stale = await load();
    await stale.saveCreds();
    await expireLease(database.db, scope.whatsappId);
    const taker = await SessionLease.acquire(database.db, { ...scope, owner: 'node-b' });
    if (!taker) throw new Error('takeover failed');
    const before = await authStateRepository.list(database.db, scope);

    await expect(stale.state.keys.set({ session: { zombie: randomBytes(8) } })).rejects.toBeInstanceOf(FencedError);
    expect(lease.held).toBe(false);
    stale.state.creds.registered = true;
    await expect(stale.saveCreds()).rejects.toBeInstanceOf(FencedError);
    await expect(stale.clear()).rejects.toBeInstanceOf(FencedError);
    expect(await authStateRepository.list(database.db, scope)).toEqual(before);

    const current = await load(taker);
    await current.state.keys.set({ session: { fresh: randomBytes(8) } });
    expect(Object.keys(await (await load(taker)).state.keys.get('session', ['fresh', 'zombie']))).toEqual(['fresh']);
    await taker.release();
  });
});
