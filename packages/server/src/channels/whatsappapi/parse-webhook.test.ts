import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvent, InboundMessage } from '../types.js';
import { cloudFixture } from '../meta/testing/fixtures.js';
import { cloudStatus, cloudWebhook } from '../meta/testing/webhook-payloads.js';
import type { CloudMediaSource } from './cloud-media.js';
import { parseCloudApiWebhook } from './parse-webhook.js';

const PHONE_ID = '106540352242922';
const noMedia = () => {
  throw new Error('media must not be resolved while parsing');
};

function events(body: unknown): ChannelEvent[] {
  const batches = parseCloudApiWebhook(body, noMedia);
  expect(batches.map((batch) => batch.accountId)).toEqual([PHONE_ID]);
  return batches[0]?.events ?? [];
}

function onlyMessage(name: string): InboundMessage {
  const [event, ...rest] = events(cloudFixture(name));
  expect(rest).toEqual([]);
  if (event?.type !== 'message') throw new Error(`${name}: expected a message event`);
  return event.message;
}

describe('parseCloudApiWebhook: messages', () => {
  it('text: routing by phone_number_id, sender identity, unix-seconds timestamp', () => {
    const message = onlyMessage('wa_cloud_text.json');
    expect(message).toMatchObject({
      ref: {
        chatId: '16505551234',
        messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
        fromMe: false,
      },
      kind: 'text',
      body: 'Does it come in another color?',
      sender: { phone: '16505551234', name: 'Sheena Nelson' },
      live: true,
    });
    expect(message.at.toISOString()).toBe(new Date(1749416383 * 1000).toISOString());
  });

  it.each([
    ['wa_cloud_image.json', 'image', 'Taj Mahal', 'image/jpeg', undefined],
    ['wa_cloud_audio_value.json', 'audio', '', 'audio/ogg; codecs=opus', undefined],
    ['wa_cloud_video_value.json', 'video', 'Timelapse of growth', 'video/mp4', undefined],
    ['wa_cloud_document_value.json', 'document', 'my receipt', 'application/pdf', 'receipt.pdf'],
    ['wa_cloud_sticker_value.json', 'sticker', '', 'image/webp', undefined],
  ])('%s → %s with lazy media', (name, kind, body, mime, fileName) => {
    const message = onlyMessage(name);
    expect(message).toMatchObject({ kind, body, media: { mime, fileName } });
  });

  it('media download goes through the number’s media source with the media id', async () => {
    const source: CloudMediaSource = { download: vi.fn(async () => Buffer.from('bytes')) };
    const resolver = vi.fn(() => source);
    const [event] = parseCloudApiWebhook(cloudFixture('wa_cloud_image.json'), resolver)[0]?.events ?? [];
    if (event?.type !== 'message') throw new Error('expected a message');
    expect(resolver).not.toHaveBeenCalled();
    expect(await event.message.media?.download()).toEqual(Buffer.from('bytes'));
    expect(resolver).toHaveBeenCalledWith(PHONE_ID);
    expect(source.download).toHaveBeenCalledWith('1003383421387256');
  });

  it('location: "lat,lng" body and coordinates with the place name', () => {
    expect(onlyMessage('wa_cloud_location.json')).toMatchObject({
      kind: 'location',
      body: '37.483307,-122.148981',
      location: { latitude: 37.483307, longitude: -122.148981, name: 'Philz Coffee' },
    });
  });

  it('contacts: one vCard per shared card', () => {
    const message = onlyMessage('wa_cloud_contacts.json');
    expect(message.kind).toBe('contact');
    expect(message.vcards).toHaveLength(1);
    const [vcard] = message.vcards ?? [];
    expect(vcard).toContain('FN:Barbara J. Johnson');
    expect(vcard).toContain('N:Johnson;Barbara;Joana;;');
    expect(vcard).toContain('TEL;TYPE=WORK;waid=16505551234:+1 (650) 555-1234');
    expect(vcard).toContain('EMAIL;TYPE=WORK:bjohnson@example.com');
    expect(vcard).toContain('ORG:Lucky Shrub;Legal');
    expect(message.body).toBe(vcard);
  });

  it('reactions: the emoji, and removal without emoji as an empty string', () => {
    const target = 'wamid.HBgLMTQxMjU1NTA4MjkVAgASGBQzQUNCNjk2RTY4MDEyNEZGQzMzNAA=';
    expect(onlyMessage('wa_cloud_reaction_value.json')).toMatchObject({
      kind: 'reaction',
      reaction: { targetId: target, emoji: '😀' },
    });
    expect(onlyMessage('wa_cloud_reaction_removed_value.json')).toMatchObject({
      kind: 'reaction',
      reaction: { targetId: target, emoji: '' },
    });
    const emptyString = cloudWebhook(PHONE_ID, {
      messages: [
        {
          from: '16505551234',
          id: 'wamid.R3',
          timestamp: '1',
          type: 'reaction',
          reaction: { message_id: target, emoji: '' },
        },
      ],
    });
    expect(events(emptyString)[0]).toMatchObject({ message: { reaction: { targetId: target, emoji: '' } } });
  });

  it('interactive replies, template buttons and the quoted message id', () => {
    const quoted = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI1RjQyNUE3NEYxMzAzMzQ5MkEA';
    expect(onlyMessage('wa_cloud_button_reply_value.json')).toMatchObject({
      kind: 'button_reply',
      body: 'Change',
      quotedId: quoted,
    });
    expect(onlyMessage('wa_cloud_list_reply_value.json')).toMatchObject({
      kind: 'list_reply',
      body: 'Priority Mail Express',
      quotedId: quoted,
    });
    expect(onlyMessage('wa_cloud_template_button_value.json')).toMatchObject({
      kind: 'button_reply',
      body: 'Yes this is a button',
    });
  });

  it('unsupported and unknown types become unsupported messages', () => {
    expect(onlyMessage('wa_cloud_unsupported_value.json')).toMatchObject({ kind: 'unsupported', body: '' });
    const future = cloudWebhook(PHONE_ID, {
      messages: [{ from: '16505551234', id: 'wamid.F', timestamp: '1', type: 'hologram', hologram: {} }],
    });
    expect(events(future)[0]).toMatchObject({ message: { kind: 'unsupported' } });
  });

  it('BSUID-only senders are addressed by their user_id', () => {
    expect(onlyMessage('wa_cloud_bsuid_only_value.json')).toMatchObject({
      ref: { chatId: 'IN.2081978709342942', messageId: 'wamid.cloud-bsuid-only-message' },
      sender: { phone: undefined, bsuid: 'IN.2081978709342942', name: 'Muhsin' },
      body: 'bsuid only',
    });
  });

  it('a media message whose download failed upstream has no media to fetch', () => {
    const body = cloudWebhook(PHONE_ID, {
      messages: [
        {
          from: '16505551234',
          id: 'wamid.E',
          timestamp: '1',
          type: 'image',
          image: {},
          errors: [{ code: 131052, title: 'Media download error' }],
        },
      ],
    });
    const [event] = events(body);
    expect(event).toMatchObject({ message: { kind: 'image' } });
    expect(event?.type === 'message' && event.message.media).toBeUndefined();
  });
});

describe('parseCloudApiWebhook: statuses', () => {
  const ref = {
    chatId: '16505551234',
    messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=',
    fromMe: true,
  };

  it('sent → ack sent for our message', () => {
    expect(events(cloudFixture('wa_cloud_status_sent.json'))).toEqual([{ type: 'ack', ref, ack: 'sent' }]);
  });

  it('read without a prior delivered maps to read, and order is kept as received', () => {
    expect(events(cloudFixture('wa_cloud_statuses_read_without_delivered_value.json'))).toEqual([
      { type: 'ack', ref, ack: 'read' },
      { type: 'ack', ref, ack: 'sent' },
    ]);
  });

  it('delivered and played', () => {
    const body = cloudWebhook(PHONE_ID, {
      statuses: [cloudStatus('wamid.A', 'delivered', '5511'), cloudStatus('wamid.A', 'played', '5511')],
    });
    expect(events(body).map((event) => (event.type === 'ack' ? event.ack : event.type))).toEqual([
      'delivered',
      'played',
    ]);
  });

  it('failed with 131047 → failed event with WINDOW_CLOSED', () => {
    const [event] = events(cloudFixture('wa_cloud_status_failed_value.json'));
    expect(event).toMatchObject({
      type: 'failed',
      ref: { fromMe: true, chatId: '16505551234' },
      error: { code: 'WINDOW_CLOSED' },
    });
    expect(event?.type === 'failed' && event.error.detail).toContain('131047');
  });
});

describe('parseCloudApiWebhook: envelopes', () => {
  it('groups by phone_number_id and skips other objects and fields', () => {
    const a = cloudWebhook('A', { statuses: [cloudStatus('wamid.1', 'sent', '55')] });
    const b = cloudWebhook('B', { statuses: [cloudStatus('wamid.2', 'sent', '55')] });
    const template = { field: 'message_template_status_update', value: { event: 'APPROVED' } };
    const entries = [...(a.entry as object[]), ...(b.entry as object[]), { id: 'W', changes: [template] }];
    const batches = parseCloudApiWebhook({ object: 'whatsapp_business_account', entry: entries }, noMedia);
    expect(batches.map((batch) => [batch.accountId, batch.events.length])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    expect(parseCloudApiWebhook({ object: 'page', entry: entries }, noMedia)).toEqual([]);
    expect(parseCloudApiWebhook('garbage', noMedia)).toEqual([]);
  });
});
