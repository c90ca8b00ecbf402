import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../types.js';
import { FakeGraphServer } from './testing/fake-graph-server.js';
import { cloudFixture, fixture } from './testing/fixtures.js';
import { cloudInbound, cloudStatus, cloudWebhook, messengerWebhook } from './testing/webhook-payloads.js';
import { WebhookEmitter, httpTransport, type WebhookTransport } from './testing/webhook-emitter.js';
import type { MetaApp, MetaChannelKind, MetaWebhookDeps } from './webhook-handler.js';
import { metaWebhookRoutes } from './webhook-routes.js';

const PHONE_ID = '106540352242922';
const APP: MetaApp = { key: 'app-main', appSecret: 'main app secret', verifyToken: 'verify-me' };
const TENANT_APP: MetaApp = { key: 'app-tenant', appSecret: 'tenant app secret', verifyToken: 'tenant-verify' };

interface Delivery {
  ref: string;
  events: ChannelEvent[];
}

let graph: FakeGraphServer;
let app: FastifyInstance;
let deliveries: Delivery[];
let sinkFailures: number;
/** (kind, accountId, appKey) → connection ref; anything else is unknown. */
const accounts = new Map<string, string>([
  [`whatsappapi|${PHONE_ID}|app-main`, 'conn-wa'],
  ['facebook|<PAGE_ID>|app-main', 'conn-fb'],
  ['instagram|<IG_ID>|app-main', 'conn-ig'],
  ['facebook|TENANT_PAGE|app-tenant', 'conn-tenant'],
]);

const deps: MetaWebhookDeps<string> = {
  apps: async () => [APP, TENANT_APP],
  resolve: async (kind: MetaChannelKind, accountId: string, appKey: string) => {
    const ref = accounts.get(`${kind}|${accountId}|${appKey}`);
    return ref ? { ref, accessToken: 'wa-token' } : undefined;
  },
  sink: async (ref, events) => {
    if (sinkFailures > 0) {
      sinkFailures -= 1;
      throw new Error('queue unavailable');
    }
    deliveries.push({ ref, events });
  },
};

const injectTransport =
  (): WebhookTransport =>
  async ({ method, url, headers, body }) => {
    const reply = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    return { status: reply.statusCode, body: reply.body };
  };

beforeAll(async () => {
  graph = await FakeGraphServer.start();
  graph.addPhoneNumber(PHONE_ID, 'wa-token');
});
afterAll(() => graph.close());
beforeEach(async () => {
  deliveries = [];
  sinkFailures = 0;
  app = Fastify({ logger: false });
  await app.register(metaWebhookRoutes({ ...deps, graph: { baseUrl: graph.baseUrl } }));
  // A route outside the plugin: the raw-body parser must not leak to it.
  app.post('/api/echo', async (request) => ({ parsed: request.body }));
});
afterEach(() => app.close());

const emitter = (secret = APP.appSecret) => new WebhookEmitter(injectTransport(), secret, graph);

/** A one-message Messenger body from customer U to a Page. */
const pageMessage = (pageId: string, mid: string) =>
  messengerWebhook('page', pageId, [
    { sender: { id: 'U' }, recipient: { id: pageId }, timestamp: 1, message: { mid, text: 'oi' } },
  ]);

describe('GET handshake', () => {
  it('answers the challenge as text for a known verify token, 403 otherwise', async () => {
    const ok = await emitter().handshake('/webhooks/whatsapp', 'tenant-verify', '1158201444');
    expect(ok).toEqual({ status: 200, body: '1158201444' });
    expect((await emitter().handshake('/webhooks/meta', 'wrong', '1')).status).toBe(403);
    expect((await emitter().handshake('/webhooks/meta', 'verify-me', '1', 'unsubscribe')).status).toBe(403);
  });
});

describe('POST signature', () => {
  it('rejects a bad or missing signature with 401 before parsing anything', async () => {
    const [forged] = await emitter('not the secret').deliver('/webhooks/whatsapp', cloudFixture('wa_cloud_text.json'));
    expect(forged).toEqual({ status: 401, body: JSON.stringify({ error: 'ERR_NO_PERMISSION' }) });
    const [unsigned] = await emitter().deliver('/webhooks/meta', '{not json', { signature: null });
    expect(unsigned?.status).toBe(401);
    expect(deliveries).toEqual([]);
  });

  it('accepts Meta-escaped non-ASCII bodies byte for byte', async () => {
    const [reply] = await emitter().deliver('/webhooks/meta', fixture('messenger_echo.json'));
    expect(reply?.status).toBe(200);
    expect(deliveries).toMatchObject([
      { ref: 'conn-fb', events: [{ message: { body: 'Olá! Já já respondemos 👋', ref: { fromMe: true } } }] },
    ]);
  });

  it('leaves JSON parsing of the rest of the app alone', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(reply.json()).toEqual({ parsed: { a: 1 } });
  });
});

describe('POST routing', () => {
  it('hands each account’s events to the sink in order', async () => {
    const statuses = [cloudStatus('wamid.OUT', 'sent', '16505551234'), cloudStatus('wamid.OUT', 'read', '16505551234')];
    const inbound = cloudInbound(PHONE_ID, '16505551234', 'Sheena Nelson', {
      id: 'wamid.IN',
      type: 'text',
      text: { body: 'Oi' },
    });
    const value = (inbound.entry as { changes: { value: object }[] }[])[0]?.changes[0]?.value;
    await emitter().deliver('/webhooks/whatsapp', cloudWebhook(PHONE_ID, { ...value, statuses }));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.ref).toBe('conn-wa');
    expect(deliveries[0]?.events.map((event) => (event.type === 'ack' ? `ack:${event.ack}` : event.type))).toEqual([
      'message',
      'ack:sent',
      'ack:read',
    ]);
  });

  it('unknown accounts are answered 200 and ignored; other accounts in the same body still go through', async () => {
    const body = fixture('messenger_message_text.json');
    const entries = [...(body.entry as object[]), ...(pageMessage('UNKNOWN_PAGE', 'm_x').entry as object[])];
    const [reply] = await emitter().deliver('/webhooks/meta', { object: 'page', entry: entries });
    expect(reply?.status).toBe(200);
    expect(deliveries.map((delivery) => delivery.ref)).toEqual(['conn-fb']);
  });

  it('an account is only resolved under the app that signed the delivery', async () => {
    const body = pageMessage('TENANT_PAGE', 'm_t');
    await emitter(APP.appSecret).deliver('/webhooks/meta', body);
    expect(deliveries).toEqual([]);
    await emitter(TENANT_APP.appSecret).deliver('/webhooks/meta', body);
    expect(deliveries.map((delivery) => delivery.ref)).toEqual(['conn-tenant']);
  });

  it('routes Instagram bodies as instagram and ignores objects of the other endpoint', async () => {
    await emitter().deliver('/webhooks/meta', fixture('instagram_events.json'));
    expect(deliveries.map((delivery) => [delivery.ref, delivery.events.length])).toEqual([['conn-ig', 6]]);
    const [reply] = await emitter().deliver('/webhooks/meta', cloudFixture('wa_cloud_text.json'));
    expect(reply?.status).toBe(200);
    expect(deliveries).toHaveLength(1);
  });

  it('a failing sink answers 500 so Meta retries; duplicates reach the sink for the core to dedupe', async () => {
    sinkFailures = 1;
    const replies = await emitter().deliver('/webhooks/whatsapp', cloudFixture('wa_cloud_status_sent.json'), {
      retries: 3,
      times: 2,
    });
    expect(replies.map((reply) => reply.status)).toEqual([500, 200, 200]);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]?.events).toEqual(deliveries[1]?.events);
  });

  it('reordered statuses are passed through as received (monotonicity is the core’s job)', async () => {
    const payloads = ['read', 'delivered', 'sent'].map((status) =>
      cloudWebhook(PHONE_ID, { statuses: [cloudStatus('wamid.O', status, '5511')] }),
    );
    await emitter().deliverEach('/webhooks/whatsapp', payloads);
    expect(
      deliveries.flatMap((delivery) => delivery.events).map((event) => (event.type === 'ack' ? event.ack : '')),
    ).toEqual(['read', 'delivered', 'sent']);
  });

  it('inbound media downloads with the resolved account’s token, even without a url in the webhook', async () => {
    const mediaId = graph.addMedia(PHONE_ID, Buffer.from('voice-bytes'), 'audio/ogg');
    const body = cloudInbound(PHONE_ID, '5511987654321', 'Ana', {
      id: 'wamid.VOICE',
      type: 'audio',
      audio: { id: mediaId, mime_type: 'audio/ogg; codecs=opus', voice: true },
    });
    await emitter().deliver('/webhooks/whatsapp', body);
    const [event] = deliveries[0]?.events ?? [];
    if (event?.type !== 'message') throw new Error('expected a message');
    expect(event.message.sender).toMatchObject({ phone: '5511987654321', name: 'Ana' });
    expect((await event.message.media?.download())?.toString()).toBe('voice-bytes');
  });
});

describe('over real HTTP', () => {
  it('verifies and routes a signed delivery received on a listening socket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const [reply] = await new WebhookEmitter(httpTransport(address), APP.appSecret).deliver(
      '/webhooks/meta',
      fixture('messenger_reaction.json'),
    );
    expect(reply?.status).toBe(200);
    expect(deliveries).toMatchObject([
      { ref: 'conn-fb', events: [{ message: { kind: 'reaction', reaction: { emoji: '❤️' } } }] },
    ]);
  });
});
