import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { MessengerAdapter } from './messenger.adapter.js';

const PAGE_ID = '1122334455';
const IG_ID = '17841400000000000';
const PSID = '6543210987654321';
const IGSID = '7788990011223344';
const HOUR = 60 * 60 * 1000;
const opts = { idempotencyKey: 'job-9' };

let fake: FakeGraphServer;
let facebook: MessengerAdapter;
let instagram: MessengerAdapter;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPage(PAGE_ID, 'page-token');
  fake.addPage(IG_ID, 'ig-token');
  const graph = { baseUrl: fake.baseUrl };
  facebook = new MessengerAdapter({ kind: 'facebook', accountId: PAGE_ID, accessToken: 'page-token', graph });
  instagram = new MessengerAdapter({ kind: 'instagram', accountId: IG_ID, accessToken: 'ig-token', graph });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.userMessaged(PAGE_ID, PSID);
  fake.state.userMessaged(IG_ID, IGSID);
});

const lastSend = (accountId: string) => fake.sends(accountId).at(-1);

describe('MessengerAdapter.send', () => {
  it('text goes out as RESPONSE to the PSID, with metadata for echo matching on Messenger', async () => {
    const ref = await facebook.send(PSID, { kind: 'text', text: 'Olá!' }, opts);
    expect(ref).toMatchObject({ chatId: PSID, fromMe: true });
    expect(ref.messageId).toMatch(/^m_/);
    expect(lastSend(PAGE_ID)?.json).toEqual({
      recipient: { id: PSID },
      messaging_type: 'RESPONSE',
      message: { text: 'Olá!', metadata: 'job-9' },
    });
    expect(lastSend(PAGE_ID)?.bearer).toBe('page-token');
  });

  it('Instagram uses the same Send API on the IG account, without metadata', async () => {
    await instagram.send(IGSID, { kind: 'text', text: 'Oi' }, opts);
    expect(lastSend(IG_ID)?.json).toEqual({
      recipient: { id: IGSID },
      messaging_type: 'RESPONSE',
      message: { text: 'Oi' },
    });
    expect(instagram.kind).toBe('instagram');
  });

  it('media is uploaded and sent in one multipart call with filedata', async () => {
    await facebook.send(
      PSID,
      { kind: 'media', media: 'document', data: Buffer.from('%PDF'), mime: 'application/pdf', fileName: 'boleto.pdf' },
      opts,
    );
    const form = lastSend(PAGE_ID)?.form;
    expect(JSON.parse(String(form?.get('recipient')))).toEqual({ id: PSID });
    expect(form?.get('messaging_type')).toBe('RESPONSE');
    expect(JSON.parse(String(form?.get('message')))).toEqual({
      attachment: { type: 'file', payload: { is_reusable: false } },
      metadata: 'job-9',
    });
    const file = form?.get('filedata');
    expect(file instanceof File && [file.name, file.type]).toEqual(['boleto.pdf', 'application/pdf']);
  });

  it('reactions are sender actions; an empty emoji unreacts', async () => {
    const target = { chatId: IGSID, messageId: 'aWdfMID', fromMe: false };
    const ref = await instagram.send(IGSID, { kind: 'reaction', target, emoji: '❤️' }, opts);
    expect(ref.messageId).toBe('reaction:aWdfMID:job-9');
    expect(lastSend(IG_ID)?.json).toEqual({
      recipient: { id: IGSID },
      sender_action: 'react',
      payload: { message_id: 'aWdfMID', reaction: '❤️' },
    });
    await instagram.send(IGSID, { kind: 'reaction', target, emoji: '' }, opts);
    expect(lastSend(IG_ID)?.json).toEqual({
      recipient: { id: IGSID },
      sender_action: 'unreact',
      payload: { message_id: 'aWdfMID' },
    });
  });

  it('location and contact cards are refused as unsupported', async () => {
    await expect(facebook.send(PSID, { kind: 'location', latitude: 1, longitude: 2 }, opts)).rejects.toMatchObject({
      code: 'UNSUPPORTED',
    });
    await expect(
      facebook.send(PSID, { kind: 'vcard', displayName: 'A', vcard: 'BEGIN:VCARD' }, opts),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('past 24 h the provider refuses and the adapter raises WINDOW_CLOSED', async () => {
    fake.state.advance(25 * HOUR);
    await expect(facebook.send(PSID, { kind: 'text', text: 'ainda aí?' }, opts)).rejects.toMatchObject({
      code: 'WINDOW_CLOSED',
      retryable: false,
    });
    await expect(instagram.send(IGSID, { kind: 'text', text: 'ainda aí?' }, opts)).rejects.toMatchObject({
      code: 'WINDOW_CLOSED',
    });
  });

  it('a customer who never wrote is an invalid recipient', async () => {
    await expect(facebook.send('unknown-psid', { kind: 'text', text: 'oi' }, opts)).rejects.toMatchObject({
      code: 'INVALID_RECIPIENT',
    });
  });
});

describe('MessengerAdapter: presence, seen, profile', () => {
  it('typing indicators and mark_seen once per chat', async () => {
    const before = fake.sends(PAGE_ID).length;
    await facebook.setPresence(PSID, 'composing');
    await facebook.setPresence(PSID, 'paused');
    await facebook.markRead([
      { chatId: PSID, messageId: 'm_1', fromMe: false },
      { chatId: PSID, messageId: 'm_2', fromMe: false },
      { chatId: PSID, messageId: 'm_mine', fromMe: true },
    ]);
    expect(
      fake
        .sends(PAGE_ID)
        .slice(before)
        .map((request) => (request.json as { sender_action: string }).sender_action),
    ).toEqual(['typing_on', 'typing_off', 'mark_seen']);
  });

  it('profile pictures come from the User Profile API, null when unavailable', async () => {
    fake.state.profiles.set(PSID, { profile_pic: 'https://platform-lookaside.fbsbx.com/pic.jpg' });
    expect(await facebook.profilePictureUrl(PSID)).toBe('https://platform-lookaside.fbsbx.com/pic.jpg');
    expect(fake.requests.at(-1)?.query.get('fields')).toBe('profile_pic');
    expect(await facebook.profilePictureUrl('nobody')).toBeNull();
  });

  it('capabilities: 24 h window, presence, no edit or delete', async () => {
    expect(facebook.capabilities).toMatchObject({ presence: true, edit: false, delete: false, replyWindowHours: 24 });
    await expect(facebook.edit({ chatId: PSID, messageId: 'm', fromMe: true }, 'x')).rejects.toMatchObject({
      code: 'UNSUPPORTED',
    });
  });
});
