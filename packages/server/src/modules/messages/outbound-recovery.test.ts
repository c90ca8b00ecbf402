import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection, MessageView } from '@guiche/shared';
import { simulatorWidFor } from '../../channels/simulator/simulator.adapter.js';
import { FakeGraphServer } from '../../channels/meta/testing/fake-graph-server.js';
import { WebhookEmitter, httpTransport } from '../../channels/meta/testing/webhook-emitter.js';
import { cloudInbound } from '../../channels/meta/testing/webhook-payloads.js';
import type { Database } from '../../db/database.js';
import { messages, tickets } from '../../db/schema/index.js';
import { createTeam } from '../../test/team.js';
import { call } from '../../test/http.js';
import { createTestDatabase } from '../../test/test-database.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation } from './test-conversation.js';
import { outboundQueueName, type OutboundTiming } from './outbound-worker.js';

/** Short enough that a job left by a "killed" process is taken back within the test. */
const TIMING: OutboundTiming = { attemptTimeoutMs: 60_000, batchWindowMs: 1_000, jobExpireSeconds: 2, holdBackMs: 100 };
const JWT_SECRET = 'outbound-recovery-test-secret-0123456789abcdef';
const ENCRYPTION_KEY = randomBytes(32).toString('hex');
const PHONE_ID = '106540352242922';
const GRAPH_TOKEN = 'EAAG-recovery-test-token';
const CUSTOMER = '5511987654321';

let database: Database;
let fake: FakeGraphServer;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber(PHONE_ID, GRAPH_TOKEN);
});
afterAll(async () => {
  // Lets the "killed" process's hanging Graph call end before the database goes.
  await fake.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const app of apps) await app.close().catch(() => undefined);
  await database.close();
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  const app = await startTestApp({
    database,
    jwtSecret: JWT_SECRET,
    encryptionKey: ENCRYPTION_KEY,
    graphBaseUrl: fake.baseUrl,
    outboundTiming: TIMING,
    ...options,
  });
  apps.push(app);
  return app;
}

/**
 * What a killed process leaves: its worker's job still active (a graceful close fails it for a retry, which a
 * kill never does), and the message marked as being sent.
 */
async function kill(t: TestApp, whatsappId: number): Promise<void> {
  await t.close();
  apps.splice(apps.indexOf(t), 1);
  await database.executeSql(
    `UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND state < 'active'`,
    [outboundQueueName(whatsappId)],
  );
}

/** Replies Graph received (read receipts go to the same endpoint). */
const textSends = () =>
  fake.sends(PHONE_ID).filter((request) => (request.json as { type?: string } | undefined)?.type === 'text');
const row = async (id: number) => (await database.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('a send interrupted by the process dying', () => {
  it('on a channel that dedupes (simulator), is sent again under the same id: the phone shows it once', async () => {
    const t1 = await start();
    const { admin, adminToken } = await createTeam(t1);
    const chat = await simulatorConversation(t1, adminToken, admin.id);
    const adapter = t1.app.services.channels.adapter(chat.whatsappId);
    if (!adapter) throw new Error('no simulator session');
    // The phone gets the reply, but the process dies before hearing back.
    const deliver = adapter.send.bind(adapter);
    adapter.send = async (...args) => {
      await deliver(...args);
      return new Promise(() => undefined);
    };
    const sent = await call<MessageView>(t1.url, 'POST', `/messages/${chat.ticketId}`, {
      token: adminToken,
      body: { body: 'Seu pedido saiu' },
    });
    await chat.phoneOnce((phone) => phone.some((m) => m.body === 'Seu pedido saiu'));
    expect((await row(sent.body.id))?.sendStartedAt).not.toBeNull();
    await kill(t1, chat.whatsappId);

    const t2 = await start();
    await t2.app.services.channels.resumeAll();
    const carried = await waitFor(
      () => row(sent.body.id),
      (r) => r?.wid.startsWith('SIMOUT-') === true,
      30_000,
    );
    expect(carried?.wid).toBe(simulatorWidFor(sent.body.wid));
    expect(carried?.unconfirmedAt).toBeNull();
    const phone = await call<{ body: string; direction: string }[]>(
      t2.url,
      'GET',
      `/simulator/${chat.whatsappId}/chats/5511912345678/messages`,
      { token: adminToken },
    );
    expect(phone.body.filter((m) => m.direction === 'out' && m.body === 'Seu pedido saiu')).toHaveLength(1);
    expect(await call(t2.url, 'POST', `/messages/${sent.body.id}/resend`, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_MESSAGE_ALREADY_DELIVERED' },
    });
  }, 120_000);

  it('on the Cloud API, is marked not confirmed (one Graph call), and the attendant resends it once', async () => {
    const t1 = await start();
    const { company, adminToken } = await createTeam(t1);
    const created = await call<Connection>(t1.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Cloud API', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: GRAPH_TOKEN },
    });
    const whatsappId = created.body.id;
    const emitter = new WebhookEmitter(httpTransport(t1.url), 'test-app-secret', fake);
    await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, CUSTOMER, 'Carla', { id: 'wamid.RECOVERY-IN', type: 'text', text: { body: 'Oi' } }),
    );
    const [ticket] = await waitFor(
      () => database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
      (rows) => rows.length === 1,
    );
    if (!ticket) throw new Error('no ticket');
    await database.db.update(tickets).set({ status: 'open' }).where(eq(tickets.id, ticket.id));

    // Graph takes the call and never answers; the process dies meanwhile.
    fake.failNext('hang');
    const sent = await call<MessageView>(t1.url, 'POST', `/messages/${ticket.id}`, {
      token: adminToken,
      body: { body: 'Seu pedido saiu' },
    });
    await waitFor(
      async () => textSends().length,
      (count) => count === 1,
    );
    await waitFor(
      () => row(sent.body.id),
      (r) => r?.sendStartedAt !== null,
    );
    await kill(t1, whatsappId);

    const t2 = await start();
    await t2.app.services.channels.resumeAll();
    await waitFor(
      () => row(sent.body.id),
      (r) => r?.unconfirmedAt !== null,
      30_000,
    );
    expect(textSends()).toHaveLength(1);
    const listed = await call<{ messages: MessageView[] }>(t2.url, 'GET', `/messages/${ticket.id}`, {
      token: adminToken,
    });
    expect(listed.body.messages.find((m) => m.id === sent.body.id)).toMatchObject({ unconfirmed: true, ack: 0 });

    const resent = await call<MessageView>(t2.url, 'POST', `/messages/${sent.body.id}/resend`, { token: adminToken });
    expect(resent).toMatchObject({ status: 200, body: { unconfirmed: false } });
    const carried = await waitFor(
      () => row(sent.body.id),
      (r) => r?.wid.startsWith('wamid.') === true,
    );
    expect(carried).toMatchObject({ unconfirmedAt: null, ack: 1 });
    expect(textSends()).toHaveLength(2);
    expect(await call(t2.url, 'POST', `/messages/${sent.body.id}/resend`, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_MESSAGE_ALREADY_DELIVERED' },
    });
    expect(textSends()).toHaveLength(2);
  }, 120_000);
});
