import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import type { Database } from '../../db/database.js';
import { messages, tickets } from '../../db/schema/index.js';
import { engineConversation } from '../../modules/conversation-engine/engine-test-kit.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { messengerWebhook } from '../meta/testing/webhook-payloads.js';
import { WebhookEmitter, httpTransport } from '../meta/testing/webhook-emitter.js';

/**
 * Connection settings saved while a session runs take effect on its next message, also when the save is made by a
 * process other than the one running the session: two servers on one database (and one Redis, when set).
 */
let database: Database;
let fake: FakeGraphServer;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  fake = await FakeGraphServer.start();
  const shared = {
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    graphBaseUrl: fake.baseUrl,
    // One Redis namespace: the two servers hear each other, as processes of one deployment do.
    rateLimit: { namespace: `guiche-test-${randomBytes(6).toString('hex')}:` },
  };
  one = await startTestApp(shared);
  two = await startTestApp(shared);
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  await fake?.close();
});

describe('settings saved while a session runs', () => {
  it("timeCreateNewTicket saved by another process decides the session's next message: reopen, then a new ticket", async () => {
    const c = await engineConversation(one);
    // The connection was created through `one`, which started its session at once.
    expect(one.app.services.channels.adapter(c.whatsappId)).toBeDefined();
    const ticketsOf = () =>
      database.db.select().from(tickets).where(eq(tickets.whatsappId, c.whatsappId)).orderBy(asc(tickets.id));
    const contactMessages = async () =>
      (await database.db.select().from(messages).where(eq(messages.whatsappId, c.whatsappId))).filter((m) => !m.fromMe)
        .length;
    const sayAndWait = async (body: string) => {
      const before = await contactMessages();
      await c.say(body);
      await waitFor(contactMessages, (count) => count === before + 1);
    };
    const closeLast = async () => {
      const last = (await ticketsOf()).at(-1);
      expect(
        (await call(two.url, 'PUT', `/tickets/${last?.id}`, { token: c.token, body: { status: 'closed' } })).status,
      ).toBe(200);
    };
    const save = async (timeCreateNewTicket: number) => {
      const saved = await call<Connection>(two.url, 'PUT', `/whatsapp/${c.whatsappId}`, {
        token: c.token,
        body: { timeCreateNewTicket },
      });
      expect(saved.body.timeCreateNewTicket).toBe(timeCreateNewTicket);
    };

    await sayAndWait('oi');
    await closeLast();
    await save(60);
    await sayAndWait('voltei');
    expect((await ticketsOf()).map((ticket) => ticket.status)).toEqual(['pending']);

    await closeLast();
    await save(0);
    await sayAndWait('de novo');
    expect((await ticketsOf()).map((ticket) => ticket.status)).toEqual(['closed', 'pending']);
  });

  it.skipIf(!process.env.REDIS_URL)(
    "a Page token renewed through another process is the one the session's next reply uses",
    async () => {
      const user = {
        id: '10158000000000777',
        token: 'EAAG-live-user',
        page: { id: '104000000000777', name: 'Padaria', token: 'EAAG-page-token-before' },
      };
      fake.addUser(user.id, user.token, [user.page]);
      const { company, adminToken } = await createTeam(one);
      const body = { facebookUserId: user.id, facebookUserToken: user.token };
      const [connection] = (await call<Connection[]>(one.url, 'POST', '/facebook', { token: adminToken, body })).body;
      const whatsappId = connection?.id ?? 0;
      const emitter = new WebhookEmitter(httpTransport(one.url), 'test-app-secret', fake);
      const inbound = {
        sender: { id: '6100000000000777' },
        recipient: { id: user.page.id },
        timestamp: 1_760_000_000_000,
        message: { mid: 'mid.live.1', text: 'Bom dia' },
      };
      await emitter.deliver('/api/webhooks/meta', messengerWebhook('page', user.page.id, [inbound]));
      const [ticket] = await waitFor(
        () => database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
        (rows) => rows.length === 1,
      );

      // The Page is connected again through the other process: Meta gave it a new token.
      fake.addUser(user.id, user.token, [{ ...user.page, token: 'EAAG-page-token-renewed' }]);
      const before = one.app.services.channels.adapter(whatsappId);
      expect((await call(two.url, 'POST', '/facebook', { token: adminToken, body })).status).toBe(200);
      await waitFor(
        async () => one.app.services.channels.adapter(whatsappId),
        (adapter) => adapter !== before,
      );

      await database.db
        .update(tickets)
        .set({ status: 'open' })
        .where(eq(tickets.id, ticket?.id ?? 0));
      const sent = await call<{ id: number }>(one.url, 'POST', `/messages/${ticket?.id}`, {
        token: adminToken,
        body: { body: 'Bom dia!' },
      });
      await waitFor(
        () => database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
        (rows) => rows[0]?.wid.startsWith('m_fake_') === true,
      );
      expect(fake.sends(user.page.id).at(-1)?.bearer).toBe('EAAG-page-token-renewed');
    },
  );
});
