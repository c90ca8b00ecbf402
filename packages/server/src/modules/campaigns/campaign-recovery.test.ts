import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { campaignShippings } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { createTestDatabase } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { campaignQueueName } from './campaign-sender.js';
import {
  createList,
  enableCampaigns,
  getCampaign,
  noPauses,
  pairedSimulator,
  phoneOf,
  startCampaign,
} from './testing/campaign-support.js';

const JWT_SECRET = 'campaign-recovery-test-secret-0123456789abcdef';
const ENCRYPTION_KEY = randomBytes(32).toString('hex');

let database: Database;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => undefined);
  await database.close();
});

async function start(): Promise<TestApp> {
  const app = await startTestApp({ database, jwtSecret: JWT_SECRET, encryptionKey: ENCRYPTION_KEY });
  apps.push(app);
  return app;
}

/** What a killed process leaves: the connection's campaign jobs held active by a worker that is gone. */
async function kill(t: TestApp, whatsappId: number): Promise<void> {
  await t.close();
  apps.splice(apps.indexOf(t), 1);
  await database.executeSql(
    `UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND state < 'active'`,
    [campaignQueueName(whatsappId)],
  );
}

describe('a campaign whose server is killed mid-way', () => {
  it('reaches every recipient exactly once after the restart, the send in flight included', async () => {
    const t1 = await start();
    const { adminToken } = await createTeam(t1);
    await enableCampaigns(t1, adminToken);
    await noPauses(t1, adminToken);
    const whatsappId = await pairedSimulator(t1, adminToken);
    const numbers = Array.from({ length: 10 }, (_, index) => `55119910000${String(index).padStart(2, '0')}`);
    const list = await createList(t1, adminToken);
    for (const number of numbers)
      await call(t1.url, 'POST', '/contact-list-items', {
        token: adminToken,
        body: { name: `Contato ${number.slice(-2)}`, number, contactListId: list.id },
      });

    // The fourth send reaches the phone, but the process dies before hearing back.
    const adapter = t1.app.services.channels.adapter(whatsappId);
    if (!adapter) throw new Error('no simulator session');
    const deliver = adapter.send.bind(adapter);
    let sends = 0;
    adapter.send = async (...args) => {
      sends += 1;
      const ref = await deliver(...args);
      return sends === 4 ? new Promise(() => undefined) : ref;
    };
    const campaign = await startCampaign(t1, adminToken, {
      contactListId: list.id,
      whatsappIds: [whatsappId],
      messages: ['Promoção para {nome}'],
    });
    const inFlight = await waitFor(
      () => database.db.select().from(campaignShippings).where(eq(campaignShippings.campaignId, campaign.id)),
      (rows) =>
        rows.filter((row) => row.status === 'sent').length === 3 && rows.some((row) => row.sendStartedAt !== null),
      90_000,
    );
    expect(inFlight.filter((row) => row.status === 'sent')).toHaveLength(3);
    await kill(t1, whatsappId);

    const t2 = await start();
    await t2.app.services.channels.resumeAll();
    const done = await waitFor(
      () => getCampaign(t2, adminToken, campaign.id),
      (c) => c.status === 'FINALIZADA',
      120_000,
    );
    expect(done.stats).toMatchObject({ valid: 10, delivered: 10, failed: 0 });
    for (const number of numbers) {
      const sent = (await phoneOf(t2, adminToken, whatsappId, number)).filter((line) => line.direction === 'out');
      expect(
        sent.map((line) => line.body),
        number,
      ).toEqual([`Promoção para Contato ${number.slice(-2)}`]);
    }
  }, 300_000);
});
