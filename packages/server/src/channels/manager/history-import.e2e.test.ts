import type { WAMessage } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  IMPORT_STATUS_DONE,
  IMPORT_STATUS_RUNNING,
  serverEvents,
  type Connection,
  type ImportMessagesEventPayload,
} from '@guiche/shared';
import { contacts, tickets, whatsapps } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { BaileysAdapter } from '../whatsapp/baileys.adapter.js';
import { importWindowOf } from '../whatsapp/history.js';
import { SILENT_LOGGER, TEST_SECRET_BOX } from '../whatsapp/testing/adapter-harness.js';
import { fakeSocketFactory } from '../whatsapp/testing/fake-socket.js';
import { incoming } from '../whatsapp/testing/wa-messages.js';
import { ChannelManager, type ChannelManagerOptions } from './channel-manager.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A chat with a phone contact (no LID), as old history carries it. */
function fromContact(phone: string, text: string, sentAt: Date, fromMe = false): WAMessage {
  return incoming(
    { conversation: text },
    { remoteJid: `${phone}@s.whatsapp.net`, remoteJidAlt: undefined, addressingMode: 'pn', fromMe },
    { messageTimestamp: seconds(sentAt), pushName: `Cliente ${phone.slice(-4)}` },
  );
}

/**
 * The app's own manager runs no Baileys sessions in tests (no network); this one does, on fake sockets, and shares
 * the app's pipeline and domain events, so everything it stores is announced to the app's sockets.
 */
function baileysManager(options: ChannelManagerOptions = {}) {
  const sockets = fakeSocketFactory();
  const { db } = t.database;
  const manager = new ChannelManager(
    db,
    t.app.services.events,
    t.app.services.pipeline,
    t.app.http.log,
    {
      whatsapp: ({ connection, fence }) =>
        new BaileysAdapter({
          db,
          companyId: connection.companyId,
          whatsappId: connection.id,
          fence,
          secretBox: TEST_SECRET_BOX,
          makeSocket: sockets.makeSocket,
          version: [2, 3000, 1_000_000_000],
          logger: SILENT_LOGGER,
          downloadMedia: async () => Buffer.from('media bytes'),
          importWindow: importWindowOf(connection, new Date()),
        }),
    },
    options,
  );
  return { manager, sockets };
}

async function importingConnection(extra: Record<string, unknown> = {}) {
  const team = await createTeam(t);
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token: team.adminToken,
    body: {
      name: 'Celular da loja',
      importOldMessages: daysAgo(300).toISOString(),
      importRecentMessages: daysAgo(30).toISOString(),
      ...extra,
    },
  });
  expect(created.status).toBe(201);
  const socket = await connectSocket(t.url, {
    token: team.adminSession.publicToken,
    companyId: team.company.id,
    userId: team.admin.id,
  });
  return { ...team, connection: created.body, socket };
}

const connectionRow = async (id: number) =>
  (await t.database.db.select().from(whatsapps).where(eq(whatsapps.id, id)))[0];
const ticketOf = async (companyId: number, phone: string) => {
  const [row] = await t.database.db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(eq(tickets.companyId, companyId), eq(contacts.number, phone)));
  return row?.ticket;
};

describe('message import from the phone’s history', () => {
  it('prepares while history arrives, imports it as imported tickets with progress, then offers closing them', async () => {
    const { company, connection, socket, adminToken, attendantToken } = await importingConnection();
    const progress = collect<ImportMessagesEventPayload>(socket, serverEvents.importMessages(company.id));
    const announced: number[] = [];
    t.app.services.events.on('message.created', ({ companyId, messageId }) => {
      if (companyId === company.id) announced.push(messageId);
    });
    const { manager, sockets } = baileysManager();
    await manager.start(company.id, connection.id);
    const phone = sockets.latest();
    await phone.open();

    // A customer writes now, live, before the history is imported: an ordinary ticket.
    await phone.upsert('notify', fromContact('5511900000003', 'Oi, ainda estão abertos?', new Date()));
    const preparing = nextEvent<ImportMessagesEventPayload>(socket, serverEvents.importMessages(company.id));
    await phone.history([
      fromContact('5511900000001', 'Quero um orçamento', daysAgo(200)),
      fromContact('5511900000001', 'Claro! Segue o orçamento', daysAgo(199), true),
      fromContact('5511900000002', 'Chegou meu pedido?', daysAgo(100)),
      fromContact('5511900000002', 'Antigo demais', daysAgo(400)),
      fromContact('5511900000003', 'Mensagem antiga do mesmo cliente', daysAgo(50)),
    ]);
    expect(await preparing).toEqual({
      action: 'update',
      whatsappId: connection.id,
      status: { this: -1, all: -1, state: 'preparing' },
    });
    expect(Number((await connectionRow(connection.id))?.statusImportMessages)).toBeGreaterThan(Date.now() - 60_000);

    const refreshed = eventWhere<ImportMessagesEventPayload>(
      socket,
      serverEvents.importMessages(company.id),
      (payload) => payload.action === 'refresh',
    );
    await phone.history([fromContact('5511900000002', 'Obrigado!', daysAgo(99))], { progress: 100 });
    await manager.importSettled(connection.id);
    expect(await refreshed).toEqual({ action: 'refresh', whatsappId: connection.id });
    const updates = progress
      .filter((event) => event.action === 'update')
      .map((event) => event.action === 'update' && event.status);
    expect(updates[1]).toEqual({ this: 0, all: 5, state: IMPORT_STATUS_RUNNING });
    expect(updates.at(-1)).toEqual({ this: 5, all: 5, state: IMPORT_STATUS_RUNNING });

    const first = await ticketOf(company.id, '5511900000001');
    const second = await ticketOf(company.id, '5511900000002');
    const live = await ticketOf(company.id, '5511900000003');
    expect(first).toMatchObject({ status: 'pending', lastMessage: 'Claro! Segue o orçamento', fromMe: true });
    expect(first?.importedAt).toBeInstanceOf(Date);
    expect(second).toMatchObject({ status: 'pending', lastMessage: 'Obrigado!' });
    expect(second?.importedAt).toBeInstanceOf(Date);
    // Old history of a conversation already open joins its ticket, which stays an ordinary one.
    expect(live?.importedAt).toBeNull();
    // Only the live message was announced; the import announced itself instead.
    expect(announced).toHaveLength(1);
    expect(await connectionRow(connection.id)).toMatchObject({
      statusImportMessages: IMPORT_STATUS_DONE,
      importOldMessages: null,
      importRecentMessages: null,
    });

    expect((await call(t.url, 'POST', `/closedimported/${connection.id}`, { token: attendantToken })).status).toBe(403);
    const closed = await call<Connection>(t.url, 'POST', `/closedimported/${connection.id}`, { token: adminToken });
    expect(closed).toMatchObject({ status: 200, body: { id: connection.id, statusImportMessages: null } });
    expect((await ticketOf(company.id, '5511900000001'))?.status).toBe('closed');
    expect((await ticketOf(company.id, '5511900000002'))?.status).toBe('closed');
    expect((await ticketOf(company.id, '5511900000003'))?.status).toBe('pending');
    socket.close();
    await manager.closeAll();
  });

  it('closes the imported tickets itself with closedTicketsPostImported, and starts once the history stops coming', async () => {
    const { company, connection, socket } = await importingConnection({
      closedTicketsPostImported: true,
      importOldMessagesGroups: false,
    });
    const { manager, sockets } = baileysManager({ importSettleMs: 10 });
    await manager.start(company.id, connection.id);
    const phone = sockets.latest();
    await phone.open();
    const refreshed = eventWhere<ImportMessagesEventPayload>(
      socket,
      serverEvents.importMessages(company.id),
      (payload) => payload.action === 'refresh',
    );
    // The phone never says it is done.
    await phone.history([fromContact('5511900000004', 'Vocês entregam?', daysAgo(120))]);
    expect(await refreshed).toEqual({ action: 'refresh', whatsappId: connection.id });
    await manager.importSettled(connection.id);
    expect((await ticketOf(company.id, '5511900000004'))?.status).toBe('closed');
    expect(await connectionRow(connection.id)).toMatchObject({ statusImportMessages: null, importOldMessages: null });
    socket.close();
    await manager.closeAll();
  });

  it('another company cannot close a connection’s imported tickets', async () => {
    const ours = await importingConnection();
    ours.socket.close();
    await t.database.db
      .update(whatsapps)
      .set({ statusImportMessages: IMPORT_STATUS_DONE })
      .where(eq(whatsapps.id, ours.connection.id));
    const theirs = await createTeam(t);
    expect(
      (await call(t.url, 'POST', `/closedimported/${ours.connection.id}`, { token: theirs.adminToken })).status,
    ).toBe(404);
    expect((await connectionRow(ours.connection.id))?.statusImportMessages).toBe(IMPORT_STATUS_DONE);
  });
});

/** The first payload of `event` that passes `wanted`, or a rejection after `ms`. */
function eventWhere<T>(socket: Socket, event: string, wanted: (payload: T) => boolean, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${event} within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!wanted(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
