import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvent } from '../types.js';
import { fixture } from '../meta/testing/fixtures.js';
import { messengerWebhook } from '../meta/testing/webhook-payloads.js';
import type { PublicFileFetcher } from './attachment.js';
import { messengerKindOf, parseMessengerWebhook } from './parse-webhook.js';

const noFetch = () => Promise.reject(new Error('not expected'));

function events(body: unknown, accountId: string, fetchFile: PublicFileFetcher = noFetch): ChannelEvent[] {
  const batches = parseMessengerWebhook(body, fetchFile);
  expect(batches.map((batch) => batch.accountId)).toEqual([accountId]);
  return batches[0]?.events ?? [];
}

describe('parseMessengerWebhook: Messenger', () => {
  it('text with a quick reply → button_reply from the PSID, millisecond timestamp', () => {
    const body = fixture('messenger_message_text.json');
    expect(messengerKindOf(body)).toBe('facebook');
    const [event] = events(body, '<PAGE_ID>');
    expect(event).toMatchObject({
      type: 'message',
      message: {
        ref: { chatId: '<PSID>', messageId: 'mid.1457764197618:41d102a3e1ae206a38', fromMe: false },
        kind: 'button_reply',
        body: 'hello, world!',
        sender: { psid: '<PSID>' },
      },
    });
    expect(event?.type === 'message' && event.message.at.getTime()).toBe(1458692752478);
  });

  it('echoes become fromMe messages in the customer’s chat', () => {
    expect(events(fixture('messenger_echo.json'), '<PAGE_ID>')).toMatchObject([
      {
        type: 'message',
        message: {
          ref: { chatId: '<PSID>', fromMe: true },
          kind: 'text',
          body: 'Olá! Já já respondemos 👋',
          sender: { psid: '<PAGE_ID>' },
        },
      },
    ]);
  });

  it('attachments: one message each, with the inline reply and public-URL download', async () => {
    const fetchFile = vi.fn(async (url: string) => Buffer.from(url.length.toString()));
    const list = events(fixture('messenger_attachments.json'), '<PAGE_ID>', fetchFile);
    expect(list).toMatchObject([
      {
        message: {
          ref: { messageId: 'm_attachments_1' },
          kind: 'image',
          quotedId: 'm_earlier_page_message',
          media: { mime: 'image/jpeg', fileName: 'photo_1.jpg' },
        },
      },
      {
        message: {
          ref: { messageId: 'm_attachments_1#1' },
          kind: 'document',
          media: { mime: 'application/pdf', fileName: 'receipt.pdf' },
        },
      },
      { message: { ref: { messageId: 'm_attachments_1#2' }, kind: 'sticker', media: { mime: 'image/png' } } },
    ]);
    const [first] = list;
    await (first?.type === 'message' ? first.message.media?.download() : undefined);
    expect(fetchFile).toHaveBeenCalledWith('https://scontent.xx.fbcdn.net/v/t1.15752-9/photo_1.jpg?_nc_cat=1&oh=abc');
  });

  it('location and fallback attachments', () => {
    const body = messengerWebhook('page', 'P', [
      {
        sender: { id: 'U' },
        recipient: { id: 'P' },
        timestamp: 1,
        message: {
          mid: 'm_1',
          attachments: [
            { type: 'location', title: 'Pinned', payload: { coordinates: { lat: -23.5, long: -46.6 } } },
            { type: 'fallback', title: 'Nossa loja', url: 'https://example.com/loja', payload: null },
          ],
        },
      },
    ]);
    expect(events(body, 'P')).toMatchObject([
      {
        message: {
          kind: 'location',
          body: '-23.5,-46.6',
          location: { latitude: -23.5, longitude: -46.6, name: 'Pinned' },
        },
      },
      { message: { kind: 'text', body: 'Nossa loja\nhttps://example.com/loja' } },
    ]);
  });

  it('delivery mids → delivered acks of our messages; watermark-only reads emit nothing', () => {
    expect(events(fixture('messenger_delivery.json'), '<PAGE_ID>')).toEqual([
      {
        type: 'ack',
        ref: { chatId: '<PSID>', messageId: 'mid.1458668856218:ed81099e15d3f4f233', fromMe: true },
        ack: 'delivered',
      },
    ]);
    expect(parseMessengerWebhook(fixture('messenger_read_watermark.json'), noFetch)).toEqual([]);
  });

  it('reactions carry the target and emoji with a stable synthetic id', () => {
    const [event] = events(fixture('messenger_reaction.json'), '<PAGE_ID>');
    expect(event).toMatchObject({
      message: {
        kind: 'reaction',
        body: '❤️',
        reaction: { targetId: 'mid.1458668856218:ed81099e15d3f4f233', emoji: '❤️' },
        ref: { messageId: 'reaction:mid.1458668856218:ed81099e15d3f4f233:<PSID>:1458668856463' },
      },
    });
  });
});

describe('parseMessengerWebhook: Instagram', () => {
  it('message with reply_to, audio, read by mid, edit, unreact and unsend, in order', () => {
    const body = fixture('instagram_events.json');
    expect(messengerKindOf(body)).toBe('instagram');
    const chat = { chatId: '<IGSID>' };
    expect(events(body, '<IG_ID>')).toMatchObject([
      {
        type: 'message',
        message: {
          ref: { ...chat, messageId: 'aWdfZAG1faXRlbTox' },
          body: 'Tem no tamanho M?',
          quotedId: 'aWdfZAG1faXRlbTow',
        },
      },
      {
        type: 'message',
        message: { ref: { messageId: 'aWdfZAG1faXRlbToy' }, kind: 'audio', media: { mime: 'audio/mpeg' } },
      },
      { type: 'ack', ref: { ...chat, messageId: 'aWdfZAG1faXRlbTow', fromMe: true }, ack: 'read' },
      { type: 'edited', ref: { ...chat, messageId: 'aWdfZAG1faXRlbTox' }, body: 'Tem no tamanho G?' },
      { type: 'message', message: { kind: 'reaction', reaction: { targetId: 'aWdfZAG1faXRlbTow', emoji: '' } } },
      { type: 'deleted', ref: { ...chat, messageId: 'aWdfZAG1faXRlbToy', fromMe: false } },
    ]);
  });

  it('ignores comment changes, other objects and events without a customer', () => {
    const comments = {
      object: 'instagram',
      entry: [{ id: 'IG', time: 1, changes: [{ field: 'comments', value: { id: 'c' } }] }],
    };
    expect(parseMessengerWebhook(comments, noFetch)).toEqual([]);
    expect(parseMessengerWebhook({ object: 'whatsapp_business_account', entry: [] }, noFetch)).toEqual([]);
    expect(
      parseMessengerWebhook(
        messengerWebhook('page', 'P', [{ recipient: { id: 'P' }, message: { mid: 'm' } }]),
        noFetch,
      ),
    ).toEqual([]);
  });
});
