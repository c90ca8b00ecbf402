import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createWhatsappConnection } from '../lease/testing/connection-fixtures.js';
import type { Fence } from '../lease/session-lease.js';
import { loadAuthState } from './auth-state.js';
import { makeBaileysSocket } from './socket.js';
import { adapterHarness, eventually, TEST_SECRET_BOX } from './testing/adapter-harness.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A loopback port nobody listens on: connections are refused at once, no network involved. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

it('the real Baileys socket fits the adapter: closes are reported, an unpaired session stops, a paired one retries', async () => {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  const target = { db: database.db, companyId: company.id, whatsappId: connection.id };
  const url = `ws://127.0.0.1:${await closedPort()}/ws/chat`;
  const h = await adapterHarness(target, {
    makeSocket: (config) => makeBaileysSocket({ ...config, waWebSocketUrl: url }),
    backoff: { baseMs: 20, maxMs: 20, random: () => 0 },
  });
  await h.adapter.connect();
  await eventually(() => h.statuses().length >= 2, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(h.events).toEqual([
    { type: 'status', state: 'connecting' },
    { type: 'status', state: 'closed', reason: 408 },
  ]);

  await markPaired(target, h.lease);
  await h.adapter.connect();
  await eventually(() => h.statuses().length >= 5, 10_000);
  await h.adapter.disconnect();
  expect(h.statuses().slice(0, 5)).toEqual(['connecting', 'closed', 'connecting', 'closed', 'connecting']);
  expect(h.events[3]).toEqual({ type: 'status', state: 'closed', reason: 408 });
  expect(h.statuses().at(-1)).toBe('closed');
  await h.lease.release();
});

/** Stores credentials that say the device was paired (what a scanned QR leaves behind). */
async function markPaired(
  target: { db: Database['db']; companyId: number; whatsappId: number },
  fence: Fence,
): Promise<void> {
  const auth = await loadAuthState({ db: target.db, scope: target, secretBox: TEST_SECRET_BOX, fence });
  auth.state.creds.registered = true;
  await auth.saveCreds();
}
