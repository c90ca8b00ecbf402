import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { ChannelEvent, InboundMessage } from '../../channels/types.js';
import type { Database } from '../../db/database.js';
import { contacts, messages, ticketLogs, tickets } from '../../db/schema/index.js';
import { DomainEvents, type DomainEventMap, type DomainEventName } from '../../events/domain-events.js';
import { TenantStorage } from '../../storage/tenant-storage.js';
import { createCompany, createConnection } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { InboundPipeline } from './inbound.pipeline.js';
import type { InboundConnection } from './inbound.types.js';

let database: Database;
let storageDir: string;
let clock = new Date('2026-11-22T12:00:00Z');
const emitted: { name: DomainEventName; payload: unknown }[] = [];
const eventsFor = (companyId: number, name: DomainEventName) =>
  emitted.filter((e) => e.name === name && (e.payload as { companyId: number }).companyId === companyId);

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = mkdtempSync(join(tmpdir(), 'guiche-inbound-'));
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
});

function pipeline(): InboundPipeline {
  const events = new DomainEvents(() => undefined);
  const original = events.emit.bind(events);
  events.emit = (name, payload) => {
    emitted.push({ name, payload });
    original(name, payload);
  };
  return new InboundPipeline(
    database.db,
    events,
    new TenantStorage(storageDir),
    pino({ level: 'silent' }),
    () => clock,
  );
}

async function connection(values: { timeCreateNewTicket?: number } = {}): Promise<InboundConnection> {
  const company = await createCompany(database.db);
  const row = await createConnection(database.db, company.id, {
    channel: 'whatsapp',
    timeCreateNewTicket: values.timeCreateNewTicket ?? 0,
  });
  return { id: row.id, companyId: company.id, channel: 'whatsapp' };
}

let seq = 0;
function inbound(overrides: Partial<InboundMessage> = {}): ChannelEvent {
  seq += 1;
  return {
    type: 'message',
    message: {
      ref: { chatId: '5511999990000@s.whatsapp.net', messageId: `MSG${seq}`, fromMe: false },
      at: clock,
      kind: 'text',
      sender: { phone: '5511999990000', name: 'Maria' },
      body: `Olá ${seq}`,
      live: true,
      raw: {},
      ...overrides,
    },
  };
}

const ticketsOf = (companyId: number) => database.db.select().from(tickets).where(eq(tickets.companyId, companyId));
const messagesOf = (companyId: number) => database.db.select().from(messages).where(eq(messages.companyId, companyId));

describe('inbound pipeline', () => {
  it('creates the contact, a pending ticket and the message, and updates the ticket row', async () => {
    const conn = await connection();
    await pipeline().handle(conn, inbound({ body: 'Bom dia' }));
    const [ticket] = await ticketsOf(conn.companyId);
    expect(ticket).toMatchObject({
      status: 'pending',
      whatsappId: conn.id,
      lastMessage: 'Bom dia',
      unreadMessages: 1,
      fromMe: false,
    });
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.companyId, conn.companyId));
    expect(contact).toMatchObject({ name: 'Maria', number: '5511999990000' });
    const [message] = await messagesOf(conn.companyId);
    expect(message).toMatchObject({ body: 'Bom dia', fromMe: false, ack: 0, mediaType: 'chat', ticketId: ticket?.id });
    expect(emitted.map((e) => e.name)).toEqual(
      expect.arrayContaining(['ticket.created', 'message.created', 'ticket.updated']),
    );
  });

  it("logs the creation of a ticket a contact's message opens, not of one imported history opens", async () => {
    const conn = await connection();
    await pipeline().handleAll(conn, [
      inbound({ body: 'primeira' }),
      inbound({ body: 'segunda' }),
      inbound({
        ref: { chatId: '5511955550009@s.whatsapp.net', messageId: 'OLD1', fromMe: false },
        sender: { phone: '5511955550009' },
        imported: true,
        live: false,
      }),
    ]);
    const logs = await database.db.select().from(ticketLogs).where(eq(ticketLogs.companyId, conn.companyId));
    const live = (await ticketsOf(conn.companyId)).find((ticket) => ticket.importedAt === null);
    expect(logs.map((log) => [log.ticketId, log.type])).toEqual([[live?.id, 'create']]);
  });

  it('stores a redelivered message once, even when both copies arrive at the same time', async () => {
    const conn = await connection();
    const event = inbound();
    const p = pipeline();
    await Promise.all([p.handle(conn, event), p.handle(conn, event), p.handle(conn, event)]);
    await p.handle(conn, event);
    expect(await messagesOf(conn.companyId)).toHaveLength(1);
    expect((await ticketsOf(conn.companyId))[0]?.unreadMessages).toBe(1);
  });

  it('keeps one active ticket per contact and connection under concurrent first messages', async () => {
    const conn = await connection();
    const p = pipeline();
    await Promise.all(Array.from({ length: 5 }, () => p.handle(conn, inbound())));
    expect(await ticketsOf(conn.companyId)).toHaveLength(1);
    expect(await messagesOf(conn.companyId)).toHaveLength(5);
  });

  it('stores the messages of one chat in arrival order', async () => {
    const conn = await connection();
    const p = pipeline();
    const events = Array.from({ length: 6 }, (_, i) => inbound({ body: `m${i}` }));
    await Promise.all(events.map((e) => p.handle(conn, e)));
    const stored = (await messagesOf(conn.companyId)).sort((a, b) => a.id - b.id).map((m) => m.body);
    expect(stored).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('one person known by phone and later by LID stays one contact with both ids', async () => {
    const conn = await connection();
    const p = pipeline();
    await p.handle(conn, inbound({ sender: { phone: '5511988887777', name: 'João' } }));
    await p.handle(
      conn,
      inbound({
        ref: { chatId: '123456789@lid', messageId: 'LID1', fromMe: false },
        sender: { phone: '5511988887777', lid: '123456789@lid', name: 'João' },
      }),
    );
    await p.handle(
      conn,
      inbound({ ref: { chatId: '123456789@lid', messageId: 'LID2', fromMe: false }, sender: { lid: '123456789@lid' } }),
    );
    const rows = await database.db.select().from(contacts).where(eq(contacts.companyId, conn.companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: '5511988887777', lid: '123456789@lid' });
    expect(await ticketsOf(conn.companyId)).toHaveLength(1);
  });

  it('reopens a ticket closed within timeCreateNewTicket, and opens a new one after it', async () => {
    const conn = await connection({ timeCreateNewTicket: 10 });
    const p = pipeline();
    await p.handle(conn, inbound());
    const [first] = await ticketsOf(conn.companyId);
    await database.db
      .update(tickets)
      .set({ status: 'closed', updatedAt: clock })
      .where(eq(tickets.id, first?.id ?? 0));
    clock = new Date(clock.getTime() + 5 * 60_000);
    await p.handle(conn, inbound());
    expect((await ticketsOf(conn.companyId)).map((t) => [t.id, t.status])).toEqual([[first?.id, 'pending']]);
    // The reopening changed more than the messages did: the sockets hear the ticket itself, not only its messages.
    const updates = eventsFor(conn.companyId, 'ticket.updated').map(
      (e) => e.payload as DomainEventMap['ticket.updated'],
    );
    expect(updates.map((u) => u.hints?.byMessages)).toEqual([true, undefined]);
    await database.db
      .update(tickets)
      .set({ status: 'closed', updatedAt: clock })
      .where(eq(tickets.id, first?.id ?? 0));
    clock = new Date(clock.getTime() + 11 * 60_000);
    await p.handle(conn, inbound());
    expect(await ticketsOf(conn.companyId)).toHaveLength(2);
  });

  it('raises acks and never lowers them; edits and deletes mark the message', async () => {
    const conn = await connection();
    const p = pipeline();
    const event = inbound({ ref: { chatId: '5511999990000@s.whatsapp.net', messageId: 'OUT1', fromMe: true } });
    await p.handle(conn, event);
    const ref = { chatId: '5511999990000@s.whatsapp.net', messageId: 'OUT1', fromMe: true };
    await p.handle(conn, { type: 'ack', ref, ack: 'read' });
    await p.handle(conn, { type: 'ack', ref, ack: 'delivered' });
    await p.handle(conn, { type: 'edited', ref, body: 'corrigido', at: clock });
    const [message] = await messagesOf(conn.companyId);
    expect(message).toMatchObject({ ack: 3, body: 'corrigido', isEdited: true, fromMe: true });
    await p.handle(conn, { type: 'deleted', ref });
    expect((await messagesOf(conn.companyId))[0]?.isDeleted).toBe(true);
  });

  it('saves media under the company and keeps the caption', async () => {
    const conn = await connection();
    await pipeline().handle(
      conn,
      inbound({
        kind: 'image',
        body: 'foto',
        media: { mime: 'image/jpeg', download: async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
      }),
    );
    const [message] = await messagesOf(conn.companyId);
    expect(message).toMatchObject({ mediaType: 'image', body: 'foto' });
    expect(message?.mediaUrl).toMatch(new RegExp(`^company-${conn.companyId}/messages/.+\\.jpg$`));
    expect((await ticketsOf(conn.companyId))[0]?.lastMessage).toBe('📷 foto');
  });

  it('a failed media download still stores the message', async () => {
    const conn = await connection();
    await pipeline().handle(
      conn,
      inbound({
        kind: 'audio',
        body: '',
        media: { mime: 'audio/ogg', download: async () => Promise.reject(new Error('expired')) },
      }),
    );
    expect((await messagesOf(conn.companyId))[0]).toMatchObject({ mediaType: 'audio', mediaUrl: null });
  });

  it('group messages go to one group ticket with the participant kept', async () => {
    const conn = await connection();
    const p = pipeline();
    const group = { id: '120363000000000000@g.us', name: 'Equipe' };
    await p.handle(
      conn,
      inbound({
        group,
        ref: { chatId: group.id, messageId: 'G1', fromMe: false, participant: '5511911112222@s.whatsapp.net' },
        sender: { phone: '5511911112222' },
      }),
    );
    await p.handle(
      conn,
      inbound({
        group,
        ref: { chatId: group.id, messageId: 'G2', fromMe: false, participant: '5511933334444@s.whatsapp.net' },
        sender: { phone: '5511933334444' },
      }),
    );
    const rows = await ticketsOf(conn.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'group', isGroup: true });
    expect((await messagesOf(conn.companyId)).map((m) => m.participant).sort()).toEqual([
      '5511911112222@s.whatsapp.net',
      '5511933334444@s.whatsapp.net',
    ]);
  });

  it('runs hooks after storing, and a failing hook does not undo the message', async () => {
    const conn = await connection();
    const p = pipeline();
    const seen: number[] = [];
    p.addHook(async () => {
      throw new Error('bot down');
    });
    p.addHook(async ({ messageId }) => {
      seen.push(messageId);
    });
    await p.handle(conn, inbound());
    expect(seen).toHaveLength(1);
    expect(await messagesOf(conn.companyId)).toHaveLength(1);
  });
});

describe('inbound pipeline, messages handed in together (one delivery, or concurrent ones)', () => {
  const from = (phone: string, id: string, body: string): ChannelEvent =>
    inbound({
      ref: { chatId: `${phone}@s.whatsapp.net`, messageId: id, fromMe: false },
      sender: { phone, name: `Cliente ${phone}` },
      body,
    });

  it('a new person writing twice in one delivery gets one contact and one ticket, messages in order', async () => {
    const conn = await connection();
    await pipeline().handleAll(conn, [
      from('5511911110001', 'B1', 'primeira'),
      from('5511911110002', 'B2', 'outra pessoa'),
      from('5511911110001', 'B3', 'segunda'),
    ]);
    const rows = await database.db.select().from(contacts).where(eq(contacts.companyId, conn.companyId));
    expect(rows.map((c) => c.number).sort()).toEqual(['5511911110001', '5511911110002']);
    const ticketRows = await ticketsOf(conn.companyId);
    expect(ticketRows).toHaveLength(2);
    const first = ticketRows.find((t) => t.contactId === rows.find((c) => c.number === '5511911110001')?.id);
    expect(first).toMatchObject({ unreadMessages: 2, lastMessage: 'segunda' });
    const stored = (await messagesOf(conn.companyId))
      .filter((m) => m.ticketId === first?.id)
      .sort((a, b) => a.id - b.id);
    expect(stored.map((m) => m.body)).toEqual(['primeira', 'segunda']);
    // One ticket.created per new ticket, one message.created per message; the ticket of two messages is
    // announced once, after both; the messages carry the rows as written.
    expect(eventsFor(conn.companyId, 'ticket.created')).toHaveLength(2);
    expect(eventsFor(conn.companyId, 'message.created')).toHaveLength(3);
    const updates = eventsFor(conn.companyId, 'ticket.updated').map(
      (e) => e.payload as DomainEventMap['ticket.updated'],
    );
    expect(updates.filter((u) => u.ticketId === first?.id)).toHaveLength(1);
    const created = eventsFor(conn.companyId, 'message.created').map(
      (e) => e.payload as DomainEventMap['message.created'],
    );
    // Different chats may be written by different batches; one chat's messages are announced in order.
    expect(created.filter((c) => c.ticketId === first?.id).map((c) => c.hints?.message.body)).toEqual([
      'primeira',
      'segunda',
    ]);
    expect(
      created.every(
        (c) => c.hints?.message.id === c.messageId && c.hints.message.contactId === c.hints.ticket?.contactId,
      ),
    ).toBe(true);
    // Taking messages changed the tickets only as their messages say (creation is announced by ticket.created).
    expect(updates.every((u) => u.hints?.byMessages === true)).toBe(true);
  });

  it('announces each contact it creates once, not those it knew, nor those of imported history', async () => {
    const conn = await connection();
    const p = pipeline();
    await p.handleAll(conn, [
      from('5511933330001', 'C1', 'oi'),
      from('5511933330002', 'C2', 'olá'),
      from('5511933330001', 'C3', 'de novo'),
    ]);
    await p.handle(conn, from('5511933330001', 'C4', 'já me conhecem'));
    await p.handle(
      conn,
      inbound({
        ref: { chatId: '5511933330003@s.whatsapp.net', messageId: 'C5', fromMe: false },
        sender: { phone: '5511933330003' },
        imported: true,
        live: false,
      }),
    );

    const rows = await database.db.select().from(contacts).where(eq(contacts.companyId, conn.companyId));
    const idOf = (number: string) => rows.find((row) => row.number === number)?.id;
    expect(idOf('5511933330003')).toBeDefined();
    const announced = eventsFor(conn.companyId, 'contact.created').map(
      (e) => (e.payload as DomainEventMap['contact.created']).contactId,
    );
    expect(announced.sort((a, b) => a - b)).toEqual(
      [idOf('5511933330001'), idOf('5511933330002')].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it('redeliveries inside a delivery and across deliveries are stored once and counted once', async () => {
    const conn = await connection();
    const p = pipeline();
    const one = from('5511922220001', 'R1', 'um');
    const two = from('5511922220001', 'R2', 'dois');
    await Promise.all([p.handleAll(conn, [one, one, two]), p.handleAll(conn, [two, one])]);
    await p.handleAll(conn, [one, two]);
    expect((await messagesOf(conn.companyId)).map((m) => m.wid).sort()).toEqual(['R1', 'R2']);
    expect((await ticketsOf(conn.companyId))[0]).toMatchObject({ unreadMessages: 2, lastMessage: 'dois' });
  });

  it('an ack right behind its message in the same delivery finds the message stored', async () => {
    const conn = await connection();
    const ref = { chatId: '5511933330001@s.whatsapp.net', messageId: 'ACK1', fromMe: true };
    await pipeline().handleAll(conn, [
      inbound({ ref, sender: { phone: '5511933330001' } }),
      { type: 'ack', ref, ack: 'read' },
    ]);
    expect((await messagesOf(conn.companyId))[0]).toMatchObject({ wid: 'ACK1', ack: 3 });
  });

  it('a message that cannot be stored fails alone; the others of its batch are stored', async () => {
    const conn = await connection();
    const p = pipeline();
    // One person's phone and LID already belong to two different contacts: adding the LID to the first breaks
    // the unique LID, so this message fails (as it would alone).
    await p.handle(conn, from('5511944440001', 'F0', 'por telefone'));
    await p.handle(
      conn,
      inbound({ ref: { chatId: '99887766@lid', messageId: 'F1', fromMe: false }, sender: { lid: '99887766@lid' } }),
    );
    // All on one chat, so the three are written by one batch, which fails and is written again message by message.
    const onChat = (messageId: string, sender: InboundMessage['sender']) =>
      inbound({ ref: { chatId: '5511944440001@s.whatsapp.net', messageId, fromMe: false }, sender });
    const batch = [
      onChat('F3', { phone: '5511944440002' }),
      onChat('F2', { phone: '5511944440001', lid: '99887766@lid' }),
      onChat('F4', { phone: '5511944440003' }),
    ];
    await expect(p.handleAll(conn, batch)).rejects.toThrow();
    const stored = (await messagesOf(conn.companyId)).sort((a, b) => a.id - b.id).map((m) => m.wid);
    expect(stored).toEqual(['F0', 'F1', 'F3', 'F4']);
  });

  it('hooks run once per stored message, in chat order', async () => {
    const conn = await connection();
    const p = pipeline();
    const seen: { messageId: number; ticketCreated: boolean }[] = [];
    p.addHook(async ({ messageId, ticketCreated }) => {
      seen.push({ messageId, ticketCreated });
    });
    await p.handleAll(conn, [
      from('5511955550001', 'H1', 'a'),
      from('5511955550001', 'H1', 'a'),
      from('5511955550001', 'H2', 'b'),
    ]);
    const ids = (await messagesOf(conn.companyId)).sort((a, b) => a.id - b.id).map((m) => m.id);
    expect(seen).toEqual([
      { messageId: ids[0], ticketCreated: true },
      { messageId: ids[1], ticketCreated: false },
    ]);
  });
});
