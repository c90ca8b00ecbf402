import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { contacts, messages, tickets, whatsapps } from '../../db/schema/index.js';
import { createTeam } from '../../test/team.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import type { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { startMetaTestApp, stopMetaTestApp } from '../meta/testing/meta-test-app.js';
import { messengerWebhook } from '../meta/testing/webhook-payloads.js';
import type { WebhookEmitter } from '../meta/testing/webhook-emitter.js';
import { waitFor } from '../../test/wait.js';

const USER_ID = '10158000000000001';
const USER_TOKEN = 'EAAG-facebook-user-token';
const PAGE = {
  id: '104000000000001',
  name: 'Loja da Ana',
  token: 'EAAG-page-token-1',
  instagram: { id: '17841400000000001', username: 'lojadaana' },
};
const CUSTOMER = '6100000000000042';

let fake: FakeGraphServer;
let t: TestApp;
let emitter: WebhookEmitter;
beforeAll(async () => {
  ({ fake, t, emitter } = await startMetaTestApp((graph) => graph.addUser(USER_ID, USER_TOKEN, [PAGE])));
});
afterAll(() => stopMetaTestApp({ fake, t }));

const inbound = (accountId: string, mid: string, text: string) => ({
  sender: { id: CUSTOMER },
  recipient: { id: accountId },
  timestamp: 1_760_000_000_000,
  message: { mid, text },
});

/**
 * Connects through POST /facebook, receives a signed webhook for the account, answers the ticket and checks that
 * the fake Graph got the reply on the account's Send API path with the page token.
 */
async function conversation(channel: 'facebook' | 'instagram') {
  const { company, adminToken } = await createTeam(t);
  const accountId = channel === 'facebook' ? PAGE.id : PAGE.instagram.id;
  const connected = await call<Connection[]>(t.url, 'POST', '/facebook', {
    token: adminToken,
    body: {
      facebookUserId: USER_ID,
      facebookUserToken: USER_TOKEN,
      ...(channel === 'instagram' ? { addInstagram: true } : {}),
    },
  });
  expect(connected.status).toBe(200);
  expect(connected.body).toHaveLength(1);
  expect(connected.body[0]).toMatchObject({
    channel,
    name: channel === 'facebook' ? PAGE.name : PAGE.instagram.username,
  });
  expect(fake.state.subscriptions.get(PAGE.id)).toContain('messages');
  const [row] = await t.database.db
    .select()
    .from(whatsapps)
    .where(eq(whatsapps.id, connected.body[0]?.id ?? 0));
  expect(row?.providerAccountId).toBe(accountId);
  expect(row?.accessTokenEncrypted?.includes(Buffer.from(PAGE.token))).toBe(false);
  // The adapter starts on its own and reports the connection as connected.
  await waitFor(
    () =>
      t.database.db
        .select()
        .from(whatsapps)
        .where(eq(whatsapps.id, row?.id ?? 0)),
    (rows) => rows[0]?.status === 'CONNECTED',
  );

  // The customer's Graph profile: the contact, created under its id, takes this name once its look-up job has run.
  fake.addProfile(
    CUSTOMER,
    channel === 'facebook'
      ? { kind: 'facebook', first_name: 'Cliente', last_name: 'Azul' }
      : { kind: 'instagram', name: 'Cliente Azul', username: 'cliente.azul' },
  );
  const object = channel === 'facebook' ? 'page' : 'instagram';
  const replies = await emitter.deliver(
    '/api/webhooks/meta',
    messengerWebhook(object, accountId, [inbound(accountId, `mid.${channel}.1`, 'Oi, tem em azul?')]),
  );
  expect(replies.map((r) => r.status)).toEqual([200]);
  const [ticket] = await waitFor(
    () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
    (rows) => rows.length === 1,
  );
  expect(ticket).toMatchObject({ status: 'pending', lastMessage: 'Oi, tem em azul?', channel, whatsappId: row?.id });
  const [contact] = await waitFor(
    () =>
      t.database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, ticket?.contactId ?? 0)),
    (rows) => rows[0]?.name === 'Cliente Azul',
    20_000,
  );
  expect(contact).toMatchObject({ name: 'Cliente Azul', externalId: CUSTOMER, channel });

  await t.database.db
    .update(tickets)
    .set({ status: 'open' })
    .where(eq(tickets.id, ticket?.id ?? 0));
  const sent = await call<{ id: number }>(t.url, 'POST', `/messages/${ticket?.id}`, {
    token: adminToken,
    body: { body: 'Temos sim!' },
  });
  expect(sent.status).toBe(201);
  const [carried] = await waitFor(
    () => t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
    (rows) => rows[0]?.wid.startsWith('m_fake_') === true,
  );
  expect(carried?.wid).toMatch(/^m_fake_/);
  const send = fake.sends(accountId).at(-1);
  expect(send?.bearer).toBe(PAGE.token);
  expect(send?.json).toMatchObject({
    recipient: { id: CUSTOMER },
    messaging_type: 'RESPONSE',
    message: { text: 'Temos sim!' },
  });
  return { company, adminToken, connectionId: row?.id ?? 0 };
}

describe('Facebook and Instagram connections, end to end', () => {
  it('a Page connected with the user token receives Messenger messages and sends the replies', async () => {
    await conversation('facebook');
  });

  it('the Page’s Instagram account, connected with addInstagram, receives and answers Direct messages', async () => {
    await conversation('instagram');
  });

  it('connecting the same Page again renews its token instead of adding a connection', async () => {
    const user = {
      id: '10158000000000002',
      token: 'EAAG-second-user',
      page: { id: '104000000000002', name: 'Padaria', token: 'EAAG-old-page-token' },
    };
    fake.addUser(user.id, user.token, [user.page]);
    const { company, adminToken } = await createTeam(t);
    const body = { facebookUserId: user.id, facebookUserToken: user.token };
    const first = await call<Connection[]>(t.url, 'POST', '/facebook', { token: adminToken, body });
    await t.database.db
      .update(whatsapps)
      .set({ name: 'Padaria (renomeada)' })
      .where(eq(whatsapps.id, first.body[0]?.id ?? 0));
    fake.addUser(user.id, user.token, [{ ...user.page, token: 'EAAG-new-page-token' }]);
    const again = await call<Connection[]>(t.url, 'POST', '/facebook', { token: adminToken, body });
    expect(again.status).toBe(200);
    expect(again.body.map((c) => [c.id, c.name])).toEqual([[first.body[0]?.id, 'Padaria (renomeada)']]);
    expect(await t.database.db.select().from(whatsapps).where(eq(whatsapps.companyId, company.id))).toHaveLength(1);

    // The running adapter takes the new token: the next reply goes out with it.
    await emitter.deliver(
      '/api/webhooks/meta',
      messengerWebhook('page', user.page.id, [inbound(user.page.id, 'mid.renewed.1', 'Bom dia')]),
    );
    const [ticket] = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
      (rows) => rows.length === 1,
    );
    await t.database.db
      .update(tickets)
      .set({ status: 'open' })
      .where(eq(tickets.id, ticket?.id ?? 0));
    const sent = await call<{ id: number }>(t.url, 'POST', `/messages/${ticket?.id}`, {
      token: adminToken,
      body: { body: 'Bom dia!' },
    });
    await waitFor(
      () =>
        t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.id, sent.body.id))),
      (rows) => rows[0]?.wid.startsWith('m_fake_') === true,
    );
    expect(fake.sends(user.page.id).at(-1)?.bearer).toBe('EAAG-new-page-token');
  });
});
