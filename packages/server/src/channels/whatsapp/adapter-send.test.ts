import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createWhatsappConnection } from '../lease/testing/connection-fixtures.js';
import type { BaileysAdapterOptions } from './baileys.adapter.js';
import { messageIdFor } from './send-content.js';
import { adapterHarness } from './testing/adapter-harness.js';
import { disconnectError } from './testing/fake-socket.js';
import { incoming, LID_CONTACT } from './testing/wa-messages.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function harness(options: Partial<BaileysAdapterOptions> = {}) {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  return {
    ...(await adapterHarness({ db: database.db, companyId: company.id, whatsappId: connection.id }, options)),
    whatsappId: connection.id,
  };
}

const CHAT = LID_CONTACT.jid;
const contactRef = { chatId: CHAT, messageId: '3A00INBOUND', fromMe: false };

describe('whatsapp adapter: outbound', () => {
  it('refuses every command with a retryable NOT_CONNECTED until the socket is open', async () => {
    const h = await harness();
    const notConnected = { code: 'NOT_CONNECTED', retryable: true };
    await expect(h.adapter.send(CHAT, { kind: 'text', text: 'oi' }, { idempotencyKey: 'k1' })).rejects.toMatchObject(
      notConnected,
    );
    await h.adapter.connect();
    await h.factory.latest().showQr();
    await expect(h.adapter.send(CHAT, { kind: 'text', text: 'oi' }, { idempotencyKey: 'k1' })).rejects.toMatchObject(
      notConnected,
    );
    await expect(h.adapter.edit(contactRef, 'x')).rejects.toMatchObject(notConnected);
    await expect(h.adapter.setPresence(CHAT, 'composing')).rejects.toMatchObject(notConnected);
    await expect(h.adapter.profilePictureUrl(CHAT)).rejects.toMatchObject(notConnected);
    expect(h.factory.latest().sent).toEqual([]);
    await h.adapter.disconnect();
  });

  it('sends text under a message id derived from the idempotency key, and answers the ref', async () => {
    const h = await harness();
    const socket = await h.open();
    const sent = await h.adapter.send(CHAT, { kind: 'text', text: 'Olá!' }, { idempotencyKey: 'job-42' });
    const again = await h.adapter.send(CHAT, { kind: 'text', text: 'Olá!' }, { idempotencyKey: 'job-42' });
    const messageId = messageIdFor(h.whatsappId, 'job-42');
    expect(messageId).toMatch(/^3EB0[0-9A-F]{18}$/);
    expect(sent).toEqual({ chatId: CHAT, messageId, fromMe: true, participant: undefined });
    expect(again.messageId).toBe(messageId);
    expect(socket.sent[0]).toEqual({ jid: CHAT, content: { text: 'Olá!' }, options: { messageId, quoted: undefined } });
    await h.adapter.disconnect();
  });

  it('a quote uses the stored message when loadMessage has it, else a bare key', async () => {
    const stored = incoming({ conversation: 'pergunta' }, { id: '3A00STORED' });
    const h = await harness({ loadMessage: async (ref) => (ref.messageId === '3A00STORED' ? stored : undefined) });
    const socket = await h.open();
    await h.adapter.send(
      CHAT,
      { kind: 'text', text: 'resposta' },
      { idempotencyKey: 'a', quote: { chatId: CHAT, messageId: '3A00STORED', fromMe: false } },
    );
    await h.adapter.send(CHAT, { kind: 'text', text: 'outra' }, { idempotencyKey: 'b', quote: contactRef });
    expect(socket.sent[0]?.options?.quoted).toBe(stored);
    expect(socket.sent[1]?.options?.quoted).toEqual({
      key: { remoteJid: CHAT, id: '3A00INBOUND', fromMe: false },
      message: { conversation: '' },
    });
    await h.adapter.disconnect();
  });

  it('media, reaction, location and vCard payloads', async () => {
    const h = await harness();
    const socket = await h.open();
    const bytes = Buffer.from('%PDF-1.7');
    const stream = Readable.from([Buffer.from('ogg')]);
    const send = (content: Parameters<typeof h.adapter.send>[1], key: string) =>
      h.adapter.send(CHAT, content, { idempotencyKey: key });
    await send({ kind: 'media', media: 'image', data: bytes, mime: 'image/jpeg', caption: 'foto' }, '1');
    await send({ kind: 'media', media: 'video', data: bytes, mime: 'video/mp4', caption: 'vídeo' }, '2');
    await send({ kind: 'media', media: 'audio', data: stream, mime: 'audio/ogg; codecs=opus', voice: true }, '3');
    await send({ kind: 'media', media: 'audio', data: bytes, mime: 'audio/mpeg' }, '4');
    await send(
      {
        kind: 'media',
        media: 'document',
        data: bytes,
        mime: 'application/pdf',
        fileName: 'boleto.pdf',
        caption: 'segue',
      },
      '5',
    );
    await send({ kind: 'media', media: 'sticker', data: bytes, mime: 'image/webp' }, '6');
    await send({ kind: 'reaction', target: contactRef, emoji: '👍' }, '7');
    await send({ kind: 'location', latitude: -23.55, longitude: -46.63, name: 'Praça da Sé' }, '8');
    await send({ kind: 'vcard', displayName: 'João', vcard: 'BEGIN:VCARD\nFN:João\nEND:VCARD' }, '9');
    expect(socket.sent.map((s) => s.content)).toEqual([
      { image: bytes, mimetype: 'image/jpeg', caption: 'foto' },
      { video: bytes, mimetype: 'video/mp4', caption: 'vídeo' },
      { audio: { stream }, mimetype: 'audio/ogg; codecs=opus', ptt: true },
      { audio: bytes, mimetype: 'audio/mpeg', ptt: false },
      { document: bytes, mimetype: 'application/pdf', fileName: 'boleto.pdf', caption: 'segue' },
      { sticker: bytes, mimetype: 'image/webp' },
      { react: { text: '👍', key: { remoteJid: CHAT, id: '3A00INBOUND', fromMe: false } } },
      { location: { degreesLatitude: -23.55, degreesLongitude: -46.63, name: 'Praça da Sé' } },
      {
        contacts: {
          displayName: 'João',
          contacts: [{ displayName: 'João', vcard: 'BEGIN:VCARD\nFN:João\nEND:VCARD' }],
        },
      },
    ]);
    await h.adapter.disconnect();
  });

  it('puts a contact on the account’s block list and takes them off it, by jid or bare number', async () => {
    const h = await harness();
    await expect(h.adapter.setBlocked(CHAT, true)).rejects.toMatchObject({ code: 'NOT_CONNECTED', retryable: true });
    const socket = await h.open();
    await h.adapter.setBlocked(CHAT, true);
    await h.adapter.setBlocked('5511987654321', false);
    expect(socket.blockUpdates).toEqual([
      { jid: CHAT, action: 'block' },
      { jid: '5511987654321@s.whatsapp.net', action: 'unblock' },
    ]);
    await h.adapter.disconnect();
  });

  it('edit, delete for everyone, read receipts, presence (subscribing once) and profile pictures', async () => {
    const h = await harness();
    const socket = await h.open();
    const mine = { chatId: CHAT, messageId: '3EB0MINE', fromMe: true };
    await h.adapter.edit(mine, 'corrigido');
    await h.adapter.delete(mine);
    await h.adapter.markRead([contactRef, { ...contactRef, messageId: '3A00SECOND' }]);
    await h.adapter.markRead([]);
    await h.adapter.setPresence(CHAT, 'composing');
    await h.adapter.setPresence(CHAT, 'paused');
    socket.profilePictures.set(CHAT, 'https://pps.whatsapp.net/v/t61/photo.jpg');
    expect(await h.adapter.profilePictureUrl(CHAT)).toBe('https://pps.whatsapp.net/v/t61/photo.jpg');
    expect(await h.adapter.profilePictureUrl('5511000000000@s.whatsapp.net')).toBeNull();

    const key = { remoteJid: CHAT, id: '3EB0MINE', fromMe: true };
    expect(socket.sent.map((s) => [s.jid, s.content])).toEqual([
      [CHAT, { text: 'corrigido', edit: key }],
      [CHAT, { delete: key }],
    ]);
    expect(socket.reads).toEqual([
      [
        { remoteJid: CHAT, id: '3A00INBOUND', fromMe: false },
        { remoteJid: CHAT, id: '3A00SECOND', fromMe: false },
      ],
    ]);
    expect(socket.presenceSubscriptions).toEqual([CHAT]);
    expect(socket.presenceUpdates).toEqual([
      { type: 'composing', jid: CHAT },
      { type: 'paused', jid: CHAT },
    ]);
    await h.adapter.disconnect();
  });

  it('provider failures become PROVIDER_ERROR, retryable unless WhatsApp refused the request itself', async () => {
    const h = await harness();
    const socket = await h.open();
    socket.failSendsWith = disconnectError(428, 'Connection Closed');
    await expect(h.adapter.send(CHAT, { kind: 'text', text: 'x' }, { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      retryable: true,
    });
    socket.failSendsWith = disconnectError(400, 'bad-request');
    await expect(h.adapter.edit(contactRef, 'x')).rejects.toMatchObject({ code: 'PROVIDER_ERROR', retryable: false });
    await h.adapter.disconnect();
  });
});
