import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { contacts, messages, tickets, whatsapps } from '../../db/schema/index.js';
import { createTeam } from '../../test/team.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import type { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { startMetaTestApp, stopMetaTestApp } from '../meta/testing/meta-test-app.js';
import { cloudInbound, cloudStatus, cloudWebhook } from '../meta/testing/webhook-payloads.js';
import type { WebhookEmitter } from '../meta/testing/webhook-emitter.js';
import { waitFor } from '../../test/wait.js';

const PHONE_ID = '106540352242922';
/** A second number, for the company of the NUL test. */
const NUL_PHONE_ID = '106540352242977';
const TOKEN = 'EAAG-cloud-api-test-token';
const CUSTOMER = '5511987654321';

let fake: FakeGraphServer;
let t: TestApp;
let emitter: WebhookEmitter;
beforeAll(async () => {
  ({ fake, t, emitter } = await startMetaTestApp((graph) => {
    graph.addPhoneNumber(PHONE_ID, TOKEN);
    graph.addPhoneNumber(NUL_PHONE_ID, TOKEN);
  }));
});
afterAll(() => stopMetaTestApp({ fake, t }));

describe('WhatsApp Cloud API connection, end to end through the webhook', () => {
  it('stores the token sealed, turns a signed webhook into a ticket, sends the reply through Graph, and raises its ack', async () => {
    const { company, adminToken } = await createTeam(t);
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Cloud API', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: TOKEN },
    });
    expect(created.status).toBe(201);
    const [row] = await t.database.db.select().from(whatsapps).where(eq(whatsapps.id, created.body.id));
    expect(row?.accessTokenEncrypted?.includes(Buffer.from(TOKEN))).toBe(false);
    expect(JSON.stringify(created.body)).not.toContain(TOKEN);

    const replies = await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, CUSTOMER, 'Carla', { id: 'wamid.IN1', type: 'text', text: { body: 'Olá, loja!' } }),
    );
    expect(replies.map((r) => r.status)).toEqual([200]);
    const [ticket] = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
      (rows) => rows.length === 1,
    );
    expect(ticket).toMatchObject({ status: 'pending', lastMessage: 'Olá, loja!', channel: 'whatsappapi' });

    // A redelivery of the same webhook is stored once.
    await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, CUSTOMER, 'Carla', { id: 'wamid.IN1', type: 'text', text: { body: 'Olá, loja!' } }),
    );
    expect(await t.database.db.select().from(messages).where(eq(messages.companyId, company.id))).toHaveLength(1);

    await t.database.db
      .update(tickets)
      .set({ status: 'open' })
      .where(eq(tickets.id, ticket?.id ?? 0));
    const sent = await call<{ id: number }>(t.url, 'POST', `/messages/${ticket?.id}`, {
      token: adminToken,
      body: { body: 'Olá Carla, como posso ajudar?' },
    });
    expect(sent.status).toBe(201);
    const [carried] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
      (rows) => rows[0]?.wid.startsWith('wamid.') === true,
    );
    expect(carried?.ack).toBe(1);
    expect(fake.sends(PHONE_ID).at(-1)?.json).toMatchObject({
      to: CUSTOMER,
      type: 'text',
      text: { body: 'Olá Carla, como posso ajudar?' },
    });

    await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudWebhook(PHONE_ID, { statuses: [cloudStatus(carried?.wid ?? '', 'read', CUSTOMER)] }),
    );
    const [read] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
      (rows) => rows[0]?.ack === 3,
    );
    expect(read?.ack).toBe(3);
  });

  it('refuses unsigned webhooks and ignores unknown accounts', async () => {
    const unsigned = await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound(PHONE_ID, CUSTOMER, 'X', { id: 'wamid.X', type: 'text', text: { body: 'x' } }),
      { signature: null },
    );
    expect(unsigned.map((r) => r.status)).toEqual([401]);
    const unknown = await emitter.deliver(
      '/api/webhooks/whatsapp',
      cloudInbound('999999999', CUSTOMER, 'X', { id: 'wamid.Y', type: 'text', text: { body: 'x' } }),
    );
    expect(unknown.map((r) => r.status)).toEqual([200]);
    expect(await t.database.db.select().from(messages).where(eq(messages.wid, 'wamid.Y'))).toHaveLength(0);
  });

  it('answers the verification handshake with the configured token only', async () => {
    expect(await emitter.handshake('/api/webhooks/whatsapp', 'test-verify-token', 'challenge-123')).toMatchObject({
      status: 200,
      body: 'challenge-123',
    });
    expect((await emitter.handshake('/api/webhooks/whatsapp', 'wrong', 'challenge-123')).status).toBe(403);
  });

  it('a Cloud API account belongs to one connection', async () => {
    const { adminToken } = await createTeam(t);
    const body = { name: 'Outra', channel: 'whatsappapi', providerAccountId: PHONE_ID, accessToken: TOKEN };
    expect(await call(t.url, 'POST', '/whatsapp', { token: adminToken, body })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'providerAccountId' }] },
    });
    expect(
      await call(t.url, 'POST', '/whatsapp', {
        token: adminToken,
        body: { name: 'Sem conta', channel: 'whatsappapi' },
      }),
    ).toMatchObject({ status: 400 });
  });
});

describe('a customer message holding NUL', () => {
  it('is stored without it and the webhook answers 200, also on redelivery', async () => {
    const { company, adminToken } = await createTeam(t);
    const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
      token: adminToken,
      body: { name: 'Cloud API', channel: 'whatsappapi', providerAccountId: NUL_PHONE_ID, accessToken: TOKEN },
    });
    expect(created.status).toBe(201);
    const webhook = cloudInbound(NUL_PHONE_ID, '5511987650000', 'Ca\u0000rla', {
      id: 'wamid.NUL1',
      type: 'text',
      text: { body: 'Olá\u0000 loja\uD800!' },
    });
    expect((await emitter.deliver('/api/webhooks/whatsapp', webhook)).map((r) => r.status)).toEqual([200]);
    const [stored] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.companyId, company.id)),
      (rows) => rows.length === 1,
    );
    expect(stored?.body).toBe('Olá loja!');
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.companyId, company.id));
    expect(contact?.name).toBe('Carla');
    expect((await emitter.deliver('/api/webhooks/whatsapp', webhook)).map((r) => r.status)).toEqual([200]);
    expect(await t.database.db.select().from(messages).where(eq(messages.companyId, company.id))).toHaveLength(1);
  });
});
