import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@guiche/shared';
import type { Database } from '../../db/database.js';
import { channelLeases, whatsapps } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { pause } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';

const JWT_SECRET = randomBytes(32).toString('hex');
const ENCRYPTION_KEY = randomBytes(32).toString('hex');
/** The manager's sweep period (DEFAULT_ADOPT_EVERY_MS); adoption is expected within it plus the start itself. */
const SWEEP_MS = 3_000;

let database: Database;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
// Every process of a test ends with it: one left running would adopt the next test's sessions (as it should).
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
});
afterAll(() => database.close());

/** A server process on the shared database, running its sessions and sweeping for unowned ones (as index.ts does). */
async function startProcess(): Promise<TestApp> {
  const app = await startTestApp({ database, jwtSecret: JWT_SECRET, encryptionKey: ENCRYPTION_KEY });
  apps.push(app);
  await app.app.services.channels.resumeAll();
  return app;
}

/** A graceful stop (SIGTERM): the process hands its leases back on the way out. */
async function stopProcess(t: TestApp): Promise<void> {
  apps.splice(apps.indexOf(t), 1);
  await t.close();
}

const lease = async (whatsappId: number) =>
  (await database.db.select().from(channelLeases).where(eq(channelLeases.whatsappId, whatsappId)))[0];
const ownerId = (t: TestApp) => t.app.services.channels.instanceId;
const runs = (t: TestApp, whatsappId: number) => t.app.services.channels.adapter(whatsappId) !== undefined;
/** Every running process sweeps now (besides their timers), as they may all at the same moment. */
const sweepAll = (...processes: TestApp[]) => Promise.all(processes.map((t) => t.app.services.channels.adoptUnowned()));

describe('a session whose lease nobody holds is adopted by a process already running', () => {
  it('released by a stopping process: exactly one running process takes it within a sweep, and it works there', async () => {
    const first = await startProcess();
    const { adminToken } = await createTeam(first);
    const created = await call<Connection>(first.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Sim', channel: 'simulator' },
    });
    const whatsappId = created.body.id;
    await waitFor(
      () => lease(whatsappId),
      (row) => row?.owner === ownerId(first),
    );
    const others = [await startProcess(), await startProcess()] as const;
    await sweepAll(...others);
    expect(others.map((t) => runs(t, whatsappId))).toEqual([false, false]);

    const stoppedAt = performance.now();
    await stopProcess(first);
    const taken = await waitFor(
      () => lease(whatsappId),
      (row) => row !== undefined && row.owner !== ownerId(first),
      SWEEP_MS + 5_000,
    );
    const adoptedInMs = performance.now() - stoppedAt;
    const adopter = others.find((t) => ownerId(t) === taken?.owner);
    const bystander = others.find((t) => t !== adopter);
    if (!adopter || !bystander) throw new Error(`lease taken by no running process: ${JSON.stringify(taken)}`);
    expect(adoptedInMs).toBeLessThan(SWEEP_MS + 3_000);
    // A release deletes the row, so the adopter starts again at epoch 1; no epoch was skipped by a second taker.
    expect(taken?.epoch).toBe(1);
    await waitFor(
      async () => runs(adopter, whatsappId),
      (ok) => ok,
    );

    // Both go on sweeping: the bystander never takes the held lease, and the holding does not move.
    await sweepAll(...others);
    await pause(SWEEP_MS + 500);
    expect(runs(bystander, whatsappId)).toBe(false);
    expect(await lease(whatsappId)).toMatchObject({ owner: taken?.owner, epoch: taken?.epoch });

    // The adopted session is live where it runs: the phone pairs through that process (sessions are shared).
    await waitFor(
      () => call<Connection>(adopter.url, 'GET', `/whatsapp/${whatsappId}`, { token: adminToken }),
      (r) => r.body.status === 'qrcode',
    );
    expect(await call(adopter.url, 'POST', `/simulator/${whatsappId}/scan`, { token: adminToken })).toMatchObject({
      status: 204,
    });
    const paired = await waitFor(
      () => call<Connection>(adopter.url, 'GET', `/whatsapp/${whatsappId}`, { token: adminToken }),
      (r) => r.body.status === 'CONNECTED',
    );
    expect(paired.body.status).toBe('CONNECTED');
  }, 60_000);

  it('left to expire by a process that died: taken once it expires, never before, under the next epoch', async () => {
    const processes = [await startProcess(), await startProcess()] as const;
    const company = await createCompany(database.db);
    const [row] = await database.db
      .insert(whatsapps)
      .values({ companyId: company.id, name: 'Sim órfão', channel: 'simulator', status: 'CONNECTED' })
      .returning();
    if (!row) throw new Error('no connection');
    // What a killed process leaves: its holding, renewed for the last time a moment ago.
    await database.db
      .insert(channelLeases)
      .values({ whatsappId: row.id, owner: 'killed-process', epoch: 7, expiresAt: sql`now() + interval '2 seconds'` });

    await sweepAll(...processes);
    expect(await lease(row.id)).toMatchObject({ owner: 'killed-process', epoch: 7 });
    expect(processes.map((t) => runs(t, row.id))).toEqual([false, false]);

    const taken = await waitFor(
      () => lease(row.id),
      (held) => held?.owner !== 'killed-process',
      2_000 + SWEEP_MS + 5_000,
    );
    expect(taken?.epoch).toBe(8);
    expect(processes.filter((t) => ownerId(t) === taken?.owner)).toHaveLength(1);
    const adopter = processes.find((t) => ownerId(t) === taken?.owner);
    if (!adopter) throw new Error('no adopter');
    await waitFor(
      async () => runs(adopter, row.id),
      (ok) => ok,
    );
    expect(processes.filter((t) => runs(t, row.id))).toHaveLength(1);
  }, 60_000);

  it('a session disconnected on purpose is not adopted: its lease is released, and it stays stopped', async () => {
    const [one, two] = [await startProcess(), await startProcess()];
    const { adminToken } = await createTeam(one);
    const created = await call<Connection>(one.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Sim parado', channel: 'simulator' },
    });
    const whatsappId = created.body.id;
    await waitFor(
      () => lease(whatsappId),
      (row) => row?.owner === ownerId(one),
    );

    expect(await call(one.url, 'DELETE', `/whatsappsession/${whatsappId}`, { token: adminToken })).toMatchObject({
      status: 200,
      body: { status: 'DISCONNECTED' },
    });
    expect(await lease(whatsappId)).toBeUndefined();
    await sweepAll(one, two);
    await pause(SWEEP_MS + 500);
    expect([runs(one, whatsappId), runs(two, whatsappId)]).toEqual([false, false]);
    expect(await lease(whatsappId)).toBeUndefined();
  }, 60_000);
});
