import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelError, type ChannelEvent } from '../types.js';
import { DEFAULT_GRAPH_VERSION, GraphClient } from '../meta/graph-client.js';
import { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { CloudApiAdapter } from './cloud-api.adapter.js';
import { CloudMedia } from './cloud-media.js';

const PHONE_ID = '106540352242922';
const TOKEN = 'EAAG-test-token';
const CUSTOMER = '16505551234';
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Johnson;Barbara;;;',
  'FN:Barbara Johnson',
  'TEL;TYPE=CELL;waid=5511987654321:+55 11 98765-4321',
  'END:VCARD',
].join('\r\n');

let fake: FakeGraphServer;
let adapter: CloudApiAdapter;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPhoneNumber(PHONE_ID, TOKEN);
  adapter = new CloudApiAdapter({ phoneNumberId: PHONE_ID, accessToken: TOKEN, graph: { baseUrl: fake.baseUrl } });
});
afterAll(() => fake.close());
beforeEach(() => fake.state.userMessaged(PHONE_ID, CUSTOMER));

const lastSend = () => fake.sends(PHONE_ID).at(-1)?.json;
const opts = { idempotencyKey: 'job-1' };

describe('CloudApiAdapter.send', () => {
  it('text with a quote: context.message_id, and the wamid comes back as the ref', async () => {
    const quote = { chatId: CUSTOMER, messageId: 'wamid.IN', fromMe: false };
    const ref = await adapter.send(CUSTOMER, { kind: 'text', text: 'Temos sim, em azul' }, { ...opts, quote });
    expect(ref).toMatchObject({ chatId: CUSTOMER, fromMe: true });
    expect(ref.messageId).toMatch(/^wamid\./);
    expect(lastSend()).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: CUSTOMER,
      type: 'text',
      text: { preview_url: false, body: 'Temos sim, em azul' },
      context: { message_id: 'wamid.IN' },
      biz_opaque_callback_data: 'job-1',
    });
    await adapter.send(CUSTOMER, { kind: 'text', text: 'veja https://example.com/p' }, opts);
    expect(lastSend()).toMatchObject({ text: { preview_url: true } });
  });

  it('media: uploads with multipart first, then sends by id', async () => {
    const ref = await adapter.send(
      CUSTOMER,
      {
        kind: 'media',
        media: 'document',
        data: Readable.from([Buffer.from('%PDF-1.7 ')]),
        mime: 'application/pdf',
        fileName: 'nota.pdf',
        caption: 'Sua nota',
      },
      opts,
    );
    const upload = fake.requests.find((request) => request.path.endsWith(`/${PHONE_ID}/media`));
    expect(upload?.form?.get('messaging_product')).toBe('whatsapp');
    expect(upload?.form?.get('type')).toBe('application/pdf');
    const file = upload?.form?.get('file');
    expect(file instanceof File && file.name).toBe('nota.pdf');
    const mediaId = (lastSend() as { document: { id: string } }).document.id;
    expect(fake.state.media.get(mediaId)?.bytes.toString()).toBe('%PDF-1.7 ');
    expect(lastSend()).toMatchObject({
      type: 'document',
      document: { id: mediaId, caption: 'Sua nota', filename: 'nota.pdf' },
    });
    expect(ref.messageId).toMatch(/^wamid\./);
  });

  it('voice notes carry voice: true and no caption', async () => {
    await adapter.send(
      CUSTOMER,
      { kind: 'media', media: 'audio', data: Buffer.from('OggS'), mime: 'audio/ogg', voice: true, caption: 'x' },
      opts,
    );
    const audio = (lastSend() as { audio: Record<string, unknown> }).audio;
    expect(audio).toEqual({ id: expect.any(String), voice: true });
  });

  it('reaction (no context even when quoting), location and contacts', async () => {
    const target = { chatId: CUSTOMER, messageId: 'wamid.IN', fromMe: false };
    await adapter.send(CUSTOMER, { kind: 'reaction', target, emoji: '👍' }, { ...opts, quote: target });
    expect(lastSend()).toMatchObject({ type: 'reaction', reaction: { message_id: 'wamid.IN', emoji: '👍' } });
    expect(lastSend()).not.toHaveProperty('context');
    await adapter.send(CUSTOMER, { kind: 'reaction', target, emoji: '' }, opts);
    expect(lastSend()).toMatchObject({ reaction: { emoji: '' } });

    await adapter.send(
      CUSTOMER,
      { kind: 'location', latitude: -23.5613, longitude: -46.6565, name: 'Loja Paulista' },
      opts,
    );
    expect(lastSend()).toMatchObject({
      type: 'location',
      location: { latitude: -23.5613, longitude: -46.6565, name: 'Loja Paulista' },
    });

    await adapter.send(CUSTOMER, { kind: 'vcard', displayName: 'Barbara', vcard: VCARD }, opts);
    expect(lastSend()).toMatchObject({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'Barbara Johnson', first_name: 'Barbara', last_name: 'Johnson' },
          phones: [{ phone: '+55 11 98765-4321', wa_id: '5511987654321', type: 'CELL' }],
        },
      ],
    });
  });

  it('outside the 24 h window the provider error surfaces as WINDOW_CLOSED', async () => {
    fake.state.advance(25 * 60 * 60 * 1000);
    const error = await adapter
      .send(CUSTOMER, { kind: 'text', text: 'ainda aí?' }, opts)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChannelError);
    expect(error).toMatchObject({ code: 'WINDOW_CLOSED', retryable: false });
  });

  it('a 5xx is a retryable provider error', async () => {
    fake.failNext({ status: 500, body: { error: { message: 'An unknown error occurred', code: 1 } } });
    await expect(adapter.send(CUSTOMER, { kind: 'text', text: 'oi' }, opts)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      retryable: true,
    });
  });
});

describe('CloudApiAdapter: other operations', () => {
  it('markRead marks the latest inbound message of each chat', async () => {
    const before = fake.sends(PHONE_ID).length;
    await adapter.markRead([
      { chatId: CUSTOMER, messageId: 'wamid.1', fromMe: false },
      { chatId: CUSTOMER, messageId: 'wamid.2', fromMe: false },
      { chatId: CUSTOMER, messageId: 'wamid.mine', fromMe: true },
    ]);
    expect(
      fake
        .sends(PHONE_ID)
        .slice(before)
        .map((request) => request.json),
    ).toEqual([{ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.2' }]);
  });

  it('declares and enforces its capabilities', async () => {
    expect(adapter.capabilities).toMatchObject({
      qr: false,
      pairingCode: false,
      edit: false,
      delete: false,
      presence: false,
      replyWindowHours: 24,
    });
    const ref = { chatId: CUSTOMER, messageId: 'wamid.X', fromMe: true };
    await expect(adapter.edit(ref, 'x')).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    await expect(adapter.delete(ref)).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    await expect(adapter.setPresence(CUSTOMER, 'composing')).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    expect(await adapter.profilePictureUrl(CUSTOMER)).toBeNull();
  });

  it('connect reads the number’s throughput level: an upgraded number is paced at 750/s, others (or unknown) by the default', async () => {
    expect(adapter.sendRateLimit).toBeUndefined();
    await adapter.connect();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${DEFAULT_GRAPH_VERSION}/${PHONE_ID}` });
    expect(fake.requests.at(-1)?.query.get('fields')).toBe('throughput');
    expect(adapter.sendRateLimit).toBeUndefined();
    const HIGH_ID = '106540352242923';
    fake.addPhoneNumber(HIGH_ID, TOKEN, 'HIGH');
    const high = new CloudApiAdapter({ phoneNumberId: HIGH_ID, accessToken: TOKEN, graph: { baseUrl: fake.baseUrl } });
    await high.connect();
    expect(high.sendRateLimit).toEqual({ perSecond: 750 });
    const wrongToken = new CloudApiAdapter({
      phoneNumberId: HIGH_ID,
      accessToken: 'EAAG-other',
      graph: { baseUrl: fake.baseUrl },
    });
    await wrongToken.connect();
    expect(wrongToken.sendRateLimit).toBeUndefined();
  });

  it('connect/disconnect resolve at once and dispatch reaches listeners in order', async () => {
    const seen: ChannelEvent['type'][] = [];
    const off = adapter.on((event) => {
      seen.push(event.type);
    });
    await adapter.connect();
    await adapter.dispatch([{ type: 'ack', ref: { chatId: CUSTOMER, messageId: 'w', fromMe: true }, ack: 'read' }]);
    await adapter.disconnect();
    off();
    await adapter.connect();
    expect(seen).toEqual(['status', 'ack', 'status']);
  });
});

describe('CloudMedia download flow', () => {
  const media = (token: string) =>
    new CloudMedia(new GraphClient({ baseUrl: fake.baseUrl, accessToken: token }), PHONE_ID);

  it('GET /{media-id} then GET url with the bearer token', async () => {
    const id = fake.addMedia(PHONE_ID, Buffer.from('JPEGDATA'), 'image/jpeg');
    expect((await media(TOKEN).download(id)).toString()).toBe('JPEGDATA');
    const [info, file] = fake.requests.slice(-2);
    expect(info?.path).toMatch(new RegExp(`/v\\d+\\.\\d+/${id}$`));
    expect(info?.query.get('phone_number_id')).toBe(PHONE_ID);
    expect(file?.path).toBe(`/media-files/${id}`);
    expect(file?.bearer).toBe(TOKEN);
  });

  it('the media URL refuses requests without the token and expires after 5 minutes', async () => {
    const id = fake.addMedia(PHONE_ID, Buffer.from('OGG'), 'audio/ogg');
    const client = new GraphClient({ baseUrl: fake.baseUrl, accessToken: TOKEN });
    const { url } = await client.get<{ url: string }>(id);
    expect((await fetch(url)).status).toBe(401);
    fake.state.advance(6 * 60 * 1000);
    await expect(client.download(url)).rejects.toMatchObject({ code: 'MEDIA_DOWNLOAD_FAILED' });
    // download() always asks for a fresh URL, so an event processed late still gets its bytes.
    expect((await media(TOKEN).download(id)).toString()).toBe('OGG');
  });

  it('a wrong token or another number’s media fails as MEDIA_DOWNLOAD_FAILED', async () => {
    const id = fake.addMedia(PHONE_ID, Buffer.from('x'), 'image/png');
    await expect(media('bad-token').download(id)).rejects.toMatchObject({
      code: 'MEDIA_DOWNLOAD_FAILED',
      retryable: false,
    });
    fake.addPhoneNumber('999', 'token-999');
    const other = new CloudMedia(new GraphClient({ baseUrl: fake.baseUrl, accessToken: 'token-999' }), '999');
    await expect(other.download(id)).rejects.toBeInstanceOf(ChannelError);
  });
});
