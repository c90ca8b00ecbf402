import { proto } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createCompany } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createWhatsappConnection } from '../lease/testing/connection-fixtures.js';
import type { ChannelEvent } from '../types.js';
import type { BaileysAdapterOptions } from './baileys.adapter.js';
import { importWindowOf, type ImportWindow } from './history.js';
import { adapterHarness } from './testing/adapter-harness.js';
import { incoming, inGroup } from './testing/wa-messages.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const WINDOW: ImportWindow = {
  from: new Date('2025-01-01T00:00:00Z'),
  to: new Date('2025-06-30T23:59:59Z'),
  groups: false,
};

async function opened(options: Partial<BaileysAdapterOptions> = {}) {
  const company = await createCompany(database.db);
  const connection = await createWhatsappConnection(database.db, company.id);
  const h = await adapterHarness({ db: database.db, companyId: company.id, whatsappId: connection.id }, options);
  const socket = await h.open();
  const history = () =>
    h.events.filter((event): event is Extract<ChannelEvent, { type: 'history' }> => event.type === 'history');
  return { ...h, socket, history };
}

describe('whatsapp adapter: history for the message import', () => {
  it('asks the phone for its full history only when an import is set', async () => {
    const importing = await opened({ importWindow: WINDOW });
    expect(importing.socket.config).toMatchObject({
      syncFullHistory: true,
      browser: ['Mac OS', 'Desktop', expect.any(String)],
    });
    expect(
      importing.socket.config.shouldSyncHistoryMessage?.(
        proto.Message.HistorySyncNotification.create({ syncType: proto.HistorySync.HistorySyncType.FULL }),
      ),
    ).toBe(true);
    await importing.adapter.disconnect();
    const plain = await opened();
    expect(plain.socket.config.syncFullHistory).toBe(false);
    await plain.adapter.disconnect();
  });

  it('turns a messaging-history.set chunk into the messages inside the window, marked imported', async () => {
    const h = await opened({ importWindow: WINDOW });
    const inside = incoming({ conversation: 'pedido de março' }, {}, { messageTimestamp: at('2025-03-10T12:00:00Z') });
    const mine = incoming(
      { conversation: 'resposta de março' },
      { fromMe: true },
      { messageTimestamp: at('2025-03-10T12:05:00Z') },
    );
    const before = incoming({ conversation: 'antigo demais' }, {}, { messageTimestamp: at('2024-12-31T23:00:00Z') });
    const after = incoming({ conversation: 'recente demais' }, {}, { messageTimestamp: at('2025-07-01T08:00:00Z') });
    const group = inGroup({ conversation: 'no grupo' });
    group.messageTimestamp = at('2025-03-11T09:00:00Z');
    await h.socket.history([inside, mine, before, after, group]);
    const [chunk] = h.history();
    expect(chunk?.complete).toBe(false);
    expect(chunk?.messages.map((m) => [m.body, m.ref.fromMe, m.imported, m.live])).toEqual([
      ['resposta de março', true, true, false],
      ['pedido de março', false, true, false],
    ]);
    // Nothing of the history comes as ordinary messages.
    expect(h.messages()).toEqual([]);
    await h.socket.history([], { progress: 100 });
    expect(h.history()[1]).toEqual({ type: 'history', messages: [], complete: true });
    await h.adapter.disconnect();
  });

  it('imports group history only when the window includes groups', async () => {
    const h = await opened({ importWindow: { ...WINDOW, groups: true } });
    const group = inGroup({ conversation: 'no grupo' });
    group.messageTimestamp = at('2025-03-11T09:00:00Z');
    await h.socket.history([group], { progress: 100, syncType: proto.HistorySync.HistorySyncType.FULL });
    expect(h.history()[0]).toMatchObject({
      complete: true,
      messages: [{ body: 'no grupo', group: { id: group.key.remoteJid }, imported: true }],
    });
    await h.adapter.disconnect();
  });

  it('catch-up messages (append) inside the window are history; later ones and live ones stay ordinary', async () => {
    const h = await opened({ importWindow: WINDOW });
    await h.socket.upsert(
      'append',
      incoming({ conversation: 'de maio' }, {}, { messageTimestamp: at('2025-05-02T10:00:00Z') }),
    );
    await h.socket.upsert(
      'append',
      incoming({ conversation: 'de ontem' }, {}, { messageTimestamp: at('2025-08-01T10:00:00Z') }),
    );
    await h.socket.upsert(
      'notify',
      incoming({ conversation: 'agora' }, {}, { messageTimestamp: at('2025-05-03T10:00:00Z') }),
    );
    expect(h.history().map((chunk) => chunk.messages.map((m) => m.body))).toEqual([['de maio']]);
    expect(h.messages().map((m) => [m.body, m.live, m.imported])).toEqual([
      ['de ontem', false, undefined],
      ['agora', true, undefined],
    ]);
    await h.adapter.disconnect();
  });

  it('without an import, synced history is not a conversation', async () => {
    const h = await opened();
    await h.socket.history(
      [incoming({ conversation: 'pedido de março' }, {}, { messageTimestamp: at('2025-03-10T12:00:00Z') })],
      { progress: 100 },
    );
    expect(h.events.filter((event) => event.type !== 'status')).toEqual([]);
    await h.adapter.disconnect();
  });

  it('the window follows the connection: at most 2 years back, open-ended without a recent date', () => {
    const now = new Date('2026-05-20T12:00:00Z');
    expect(
      importWindowOf({ importOldMessages: null, importRecentMessages: null, importOldMessagesGroups: false }, now),
    ).toBeUndefined();
    const old = new Date('2020-01-01T00:00:00Z');
    const recent = new Date('2026-01-01T00:00:00Z');
    expect(
      importWindowOf({ importOldMessages: old, importRecentMessages: recent, importOldMessagesGroups: true }, now),
    ).toEqual({
      from: new Date('2024-05-20T12:00:00Z'),
      to: recent,
      groups: true,
    });
    const window = importWindowOf(
      { importOldMessages: recent, importRecentMessages: null, importOldMessagesGroups: false },
      now,
    );
    expect(window?.to.getTime()).toBeGreaterThan(now.getTime() + 100 * 365 * 24 * 3600 * 1000);
  });
});
