import { proto, WAMessageStatus, WAMessageStubType, type WAMessage } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createWhatsappConnection } from '../lease/testing/connection-fixtures.js';
import type { BaileysAdapterOptions } from './baileys.adapter.js';
import { adapterHarness } from './testing/adapter-harness.js';
import { GROUP, incoming, inGroup, keyOfContact, LID_CONTACT } from './testing/wa-messages.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function opened(options: Partial<BaileysAdapterOptions> = {}) {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  const h = await adapterHarness({ db: database.db, companyId: company.id, whatsappId: connection.id }, options);
  const socket = await h.open();
  return { ...h, socket, conversation: () => h.events.filter((event) => event.type !== 'status') };
}

const ref = (id: string, fromMe = true) => ({ chatId: LID_CONTACT.jid, messageId: id, fromMe, participant: undefined });

describe('whatsapp adapter: inbound events', () => {
  it('emits every message of an upsert batch, live for notify and not for append', async () => {
    const h = await opened();
    await h.socket.upsert('notify', incoming({ conversation: 'um' }), incoming({ conversation: 'dois' }));
    await h.socket.upsert('append', incoming({ conversation: 'histórico' }));
    expect(h.messages().map((m) => [m.body, m.live])).toEqual([
      ['um', true],
      ['dois', true],
      ['histórico', false],
    ]);
    expect(h.messages()[0]?.sender).toEqual({ lid: LID_CONTACT.lid, phone: LID_CONTACT.phone, name: 'Maria Silva' });
    await h.adapter.disconnect();
  });

  it('drops group messages unless the connection allows groups', async () => {
    const refused = await opened();
    await refused.socket.upsert('notify', inGroup({ conversation: 'no grupo' }), incoming({ conversation: 'direto' }));
    expect(refused.messages().map((m) => m.body)).toEqual(['direto']);
    await refused.adapter.disconnect();

    const allowed = await opened({ allowGroup: true });
    await allowed.socket.upsert('notify', inGroup({ conversation: 'no grupo' }));
    expect(allowed.messages()[0]).toMatchObject({
      group: { id: GROUP.jid },
      sender: { lid: GROUP.participant, phone: GROUP.phone },
    });
    await allowed.adapter.disconnect();
  });

  it('takes allowGroup saved while the session runs from the next batch on, without reconnecting', async () => {
    const h = await opened();
    await h.socket.upsert('notify', inGroup({ conversation: 'antes' }));
    h.adapter.reconfigure({ allowGroup: true });
    await h.socket.upsert('notify', inGroup({ conversation: 'depois' }));
    h.adapter.reconfigure({ allowGroup: false });
    await h.socket.upsert('notify', inGroup({ conversation: 'de novo fechado' }));
    expect(h.messages().map((m) => m.body)).toEqual(['depois']);
    await h.adapter.disconnect();
  });

  it('media downloads through the injected downloader, with the live socket as re-upload requester', async () => {
    const h = await opened({
      downloadMedia: async (message, { reuploadRequest }) => {
        const refreshed = await reuploadRequest(message);
        return Buffer.from(`downloaded ${refreshed.key.id}`);
      },
    });
    const image = incoming({ imageMessage: { mimetype: 'image/jpeg', url: 'https://mmg.whatsapp.net/expired' } });
    await h.socket.upsert('notify', image);
    const bytes = await h.messages()[0]?.media?.download();
    expect(bytes?.toString()).toBe(`downloaded ${image.key.id}`);
    expect(h.socket.reuploads).toEqual([image]);
    await h.adapter.disconnect();
  });

  it('a failed download is a retryable MEDIA_DOWNLOAD_FAILED', async () => {
    const h = await opened({ downloadMedia: async () => Promise.reject(new Error('410 Gone')) });
    await h.socket.upsert('notify', incoming({ audioMessage: { ptt: true } }));
    await expect(h.messages()[0]?.media?.download()).rejects.toMatchObject({
      code: 'MEDIA_DOWNLOAD_FAILED',
      retryable: true,
    });
    await h.adapter.disconnect();
  });

  it('maps acks 1→pending, 2→sent, 3→delivered, 4→read, 5→played, and 0 to a failed event', async () => {
    const h = await opened();
    const statuses = [
      WAMessageStatus.PENDING,
      WAMessageStatus.SERVER_ACK,
      WAMessageStatus.DELIVERY_ACK,
      WAMessageStatus.READ,
      WAMessageStatus.PLAYED,
    ];
    for (const status of statuses) await h.socket.update({ key: keyOfContact('3EB0OUT'), update: { status } });
    await h.socket.update({ key: keyOfContact('3EB0BAD'), update: { status: WAMessageStatus.ERROR } });
    expect(h.conversation()).toEqual([
      { type: 'ack', ref: ref('3EB0OUT'), ack: 'pending' },
      { type: 'ack', ref: ref('3EB0OUT'), ack: 'sent' },
      { type: 'ack', ref: ref('3EB0OUT'), ack: 'delivered' },
      { type: 'ack', ref: ref('3EB0OUT'), ack: 'read' },
      { type: 'ack', ref: ref('3EB0OUT'), ack: 'played' },
      {
        type: 'failed',
        ref: ref('3EB0BAD'),
        error: { code: 'PROVIDER_ERROR', detail: 'WhatsApp reported the message as failed' },
      },
    ]);
    await h.adapter.disconnect();
  });

  it('a revoke stub is a deletion; an edit carries the new text and time', async () => {
    const h = await opened();
    // The shapes Baileys' process-message emits for REVOKE and MESSAGE_EDIT protocol messages.
    await h.socket.update({
      key: keyOfContact('3EB0GONE', false),
      update: { message: null, messageStubType: WAMessageStubType.REVOKE },
    });
    await h.socket.update({
      key: keyOfContact('3EB0EDIT', false),
      update: {
        message: { editedMessage: { message: { conversation: 'texto corrigido' } } },
        messageTimestamp: 1_760_000_100,
      },
    });
    expect(h.conversation()).toEqual([
      { type: 'deleted', ref: ref('3EB0GONE', false) },
      { type: 'edited', ref: ref('3EB0EDIT', false), body: 'texto corrigido', at: new Date(1_760_000_100_000) },
    ]);
    await h.adapter.disconnect();
  });

  it('skips the protocol messages behind revokes and edits in the upsert itself', async () => {
    const h = await opened();
    const revoke = incoming({
      protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: { id: '3EB0GONE' } },
    });
    const edit = incoming({
      editedMessage: {
        message: {
          protocolMessage: {
            type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
            key: { id: '3EB0EDIT' },
            editedMessage: { conversation: 'novo' },
          },
        },
      },
    });
    await h.socket.upsert('notify', revoke, edit);
    expect(h.messages()).toEqual([]);
    await h.adapter.disconnect();
  });

  it('a reaction arriving both as upsert and as messages.reaction is emitted once; a reaction only in messages.reaction still comes through', async () => {
    const h = await opened();
    const target = keyOfContact('3EB0MINE');
    const upserted: WAMessage = incoming({
      reactionMessage: { key: target, text: '❤️', senderTimestampMs: 1_760_000_000_500 },
    });
    await h.socket.upsert('notify', upserted);
    await h.socket.react({
      key: target,
      reaction: { key: upserted.key, text: '❤️', senderTimestampMs: 1_760_000_000_500 },
    });
    const removal = { remoteJid: LID_CONTACT.jid, remoteJidAlt: LID_CONTACT.alt, fromMe: false, id: '3A0000REMOVE' };
    await h.socket.react({ key: target, reaction: { key: removal, text: '', senderTimestampMs: 1_760_000_001_000 } });
    expect(h.messages().map((m) => [m.kind, m.ref.messageId, m.reaction])).toEqual([
      ['reaction', upserted.key.id, { targetId: '3EB0MINE', emoji: '❤️' }],
      ['reaction', '3A0000REMOVE', { targetId: '3EB0MINE', emoji: '' }],
    ]);
    expect(h.messages()[1]).toMatchObject({
      sender: { lid: LID_CONTACT.lid, phone: LID_CONTACT.phone },
      at: new Date(1_760_000_001_000),
    });
    await h.adapter.disconnect();
  });

  it('presence updates become presence events', async () => {
    const h = await opened();
    await h.socket.presence({
      id: LID_CONTACT.jid,
      presences: { [LID_CONTACT.jid]: { lastKnownPresence: 'composing' } },
    });
    await h.socket.presence({
      id: LID_CONTACT.jid,
      presences: { [LID_CONTACT.jid]: { lastKnownPresence: 'paused', lastSeen: 1_760_000_000 } },
    });
    expect(h.conversation()).toEqual([
      { type: 'presence', chatId: LID_CONTACT.jid, state: 'composing' },
      { type: 'presence', chatId: LID_CONTACT.jid, state: 'paused' },
    ]);
    await h.adapter.disconnect();
  });

  it('a failing listener neither stops the other listeners nor the socket', async () => {
    const h = await opened();
    h.adapter.on(() => {
      throw new Error('listener bug');
    });
    await h.socket.upsert('notify', incoming({ conversation: 'um' }));
    await h.socket.upsert('notify', incoming({ conversation: 'dois' }));
    expect(h.messages().map((m) => m.body)).toEqual(['um', 'dois']);
    await h.adapter.disconnect();
  });
});
