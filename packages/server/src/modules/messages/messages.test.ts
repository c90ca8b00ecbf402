import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MessageListAnswer, MessageView, TicketMediaAnswer } from '@guiche/shared';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { waitFor } from '../../test/wait.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { LGPD_DELETED_BODY } from './message.presenter.js';
import { insertMessage, insertTicket, simulatorConversation } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (token: string, ticketId: number, query = '') =>
  call<MessageListAnswer>(t.url, 'GET', `/messages/${ticketId}${query}`, { token });

describe('GET /messages/{ticketId}', () => {
  it('pages newest first, each page in chronological order, by page number or by key', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id, { unreadMessages: 0 });
    const rows = [];
    for (let i = 1; i <= 45; i += 1)
      rows.push(await insertMessage(t.database.db, ticket, { body: `m${i}`, fromMe: i % 2 === 0 }));

    const first = await list(adminToken, ticket.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: 45,
      hasMore: true,
      ticket: { id: ticket.id, uuid: ticket.uuid, status: 'open' },
    });
    expect(first.body.messages.map((m) => m.body)).toEqual(rows.slice(25).map((r) => r.body));
    const second = await list(adminToken, ticket.id, '?pageNumber=2');
    expect(second.body.messages.map((m) => m.body)).toEqual(rows.slice(5, 25).map((r) => r.body));
    const byKey = await list(adminToken, ticket.id, `?before=${first.body.messages[0]?.id}`);
    expect(byKey.body.messages.map((m) => m.id)).toEqual(second.body.messages.map((m) => m.id));
    const last = await list(adminToken, ticket.id, '?pageNumber=3');
    expect(last.body).toMatchObject({ hasMore: false });
    expect(last.body.messages.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(await list(adminToken, ticket.id, '?pageNumber=0')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('shows quotes, reactions on their targets (not as bubbles), private notes, sender and contact', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const { ticket, contact } = await insertTicket(t.database.db, company.id);
    const db = t.database.db;
    const question = await insertMessage(db, ticket, { body: 'Qual o preço?', wid: 'Q1' });
    const answer = await insertMessage(db, ticket, {
      body: 'R$ 10',
      fromMe: true,
      userId: admin.id,
      quotedMsgId: 'Q1',
      wid: 'A1',
    });
    await insertMessage(db, ticket, { body: '👍', mediaType: 'reactionMessage', quotedMsgId: 'A1', wid: 'R1' });
    // A newer reaction of the same side replaces the older; '' takes the company's away.
    await insertMessage(db, ticket, { body: '❤️', mediaType: 'reactionMessage', quotedMsgId: 'A1', wid: 'R2' });
    await insertMessage(db, ticket, {
      body: '😂',
      mediaType: 'reactionMessage',
      quotedMsgId: 'Q1',
      fromMe: true,
      wid: 'R3',
    });
    await insertMessage(db, ticket, {
      body: '',
      mediaType: 'reactionMessage',
      quotedMsgId: 'Q1',
      fromMe: true,
      wid: 'R4',
    });
    await insertMessage(db, ticket, {
      body: '🙏',
      mediaType: 'reactionMessage',
      quotedMsgId: 'A1',
      fromMe: true,
      wid: 'R5',
    });
    await insertMessage(db, ticket, { body: 'cliente VIP', fromMe: true, isPrivate: true, userId: admin.id });

    const { body } = await list(adminToken, ticket.id);
    expect(body.count).toBe(3);
    expect(body.messages.map((m) => m.body)).toEqual(['Qual o preço?', 'R$ 10', 'cliente VIP']);
    const [q, a, note] = body.messages as [MessageView, MessageView, MessageView];
    expect(q).toMatchObject({
      id: question.id,
      reactions: [],
      quotedMsg: null,
      contact: { id: contact.id, name: 'Bruno' },
      userId: null,
    });
    expect(a).toMatchObject({
      id: answer.id,
      userId: admin.id,
      quotedMsgId: 'Q1',
      quotedMsg: { id: question.id, body: 'Qual o preço?', fromMe: false, contactName: 'Bruno' },
    });
    expect(a.reactions).toEqual(
      expect.arrayContaining([
        { emoji: '❤️', fromMe: false },
        { emoji: '🙏', fromMe: true },
      ]),
    );
    expect(a.reactions).toHaveLength(2);
    expect(note).toMatchObject({ isPrivate: true, fromMe: true });
  });

  it('names the author of a quoted message older than the page, even when no message of the page is theirs', async () => {
    const { company, adminToken } = await createTeam(t);
    const db = t.database.db;
    const { ticket } = await insertTicket(db, company.id);
    const { contact: other } = await insertTicket(db, company.id);
    await db.update(contacts).set({ name: 'Carla' }).where(eq(contacts.id, other.id));
    await insertMessage(db, ticket, { body: 'Pode confirmar?', wid: 'OLD', contactId: other.id });
    for (let i = 0; i < 20; i += 1)
      await insertMessage(db, ticket, { body: `resposta ${i}`, fromMe: true, contactId: null });
    await insertMessage(db, ticket, { body: 'Confirmado', fromMe: true, contactId: null, quotedMsgId: 'OLD' });

    const { body } = await list(adminToken, ticket.id);
    expect(body.messages.map((m) => m.body)).not.toContain('Pode confirmar?');
    expect(body.messages.at(-1)).toMatchObject({
      body: 'Confirmado',
      quotedMsg: { body: 'Pode confirmar?', contactName: 'Carla' },
    });
  });

  it('opening the newest page reads the contact’s messages and announces it', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id, { unreadMessages: 2 });
    await insertMessage(t.database.db, ticket, { body: 'um' });
    await insertMessage(t.database.db, ticket, { body: 'dois' });
    const announced: number[] = [];
    t.app.services.events.on('ticket.read', ({ companyId, ticketId }) => {
      if (companyId === company.id) announced.push(ticketId);
    });

    await list(adminToken, ticket.id, '?pageNumber=2');
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]?.unreadMessages).toBe(2);
    await list(adminToken, ticket.id);
    const [after] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(after).toMatchObject({ unreadMessages: 0 });
    // Reading is not activity: the ticket keeps its place in the lists.
    expect(after?.updatedAt.getTime()).toBe(ticket.updatedAt.getTime());
    expect(
      (await t.database.db.select().from(messages).where(eq(messages.ticketId, ticket.id))).every((m) => m.read),
    ).toBe(true);
    await list(adminToken, ticket.id);
    expect(announced).toEqual([ticket.id]);
  });

  it('sends read receipts to the channel (the simulated phone shows the contact’s message read)', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    expect((await chat.phone()).find((m) => m.direction === 'in')?.ack).toBe(2);
    await list(adminToken, chat.ticketId);
    const phone = await chat.phoneOnce((c) => c.some((m) => m.direction === 'in' && m.ack === 3));
    expect(phone.find((m) => m.direction === 'in')).toMatchObject({ body: 'Oi', ack: 3 });
  });

  it('with lgpdDeleteMessage and enableLGPD, deleted contact messages read “Mensagem apagada”', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id);
    await insertMessage(t.database.db, ticket, { body: 'meu CPF é 123', isDeleted: true, wid: 'D1' });
    await insertMessage(t.database.db, ticket, { body: 'apagada por nós', isDeleted: true, fromMe: true });
    await insertMessage(t.database.db, ticket, { body: 'sobre isso', fromMe: true, quotedMsgId: 'D1' });
    expect((await list(adminToken, ticket.id)).body.messages[0]?.body).toBe('meu CPF é 123');

    await settingsRepository.updateColumn(t.database.db, company.id, 'enableLGPD', 'enabled');
    expect((await list(adminToken, ticket.id)).body.messages[0]?.body).toBe('meu CPF é 123');
    await settingsRepository.updateColumn(t.database.db, company.id, 'lgpdDeleteMessage', 'enabled');
    const { body } = await list(adminToken, ticket.id);
    expect(body.messages.map((m) => m.body)).toEqual([LGPD_DELETED_BODY, 'apagada por nós', 'sobre isso']);
    expect(body.messages[2]?.quotedMsg?.body).toBe(LGPD_DELETED_BODY);
  });

  it('is for those who may see the ticket: other queues 403, other companies 404', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id);
    const { ticket } = await insertTicket(t.database.db, company.id, { queueId: queue.id });
    await insertMessage(t.database.db, ticket);
    expect((await list(adminToken, ticket.id)).status).toBe(200);
    expect(await list(attendantToken, ticket.id)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await call(t.url, 'GET', `/messages/listimages/${ticket.id}`, { token: attendantToken })).status).toBe(403);
    const other = await createTeam(t);
    expect(await list(other.adminToken, ticket.id)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    expect((await call(t.url, 'GET', `/messages/getmedia/${ticket.id}`, { token: other.adminToken })).status).toBe(404);
  });
});

describe('POST /messages/{ticketId}/read', () => {
  it('reads what arrived in the chat on screen: unread 0, announced once, the phone shows it read', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    await list(adminToken, chat.ticketId);
    await chat.phoneOnce((c) => c.some((m) => m.direction === 'in' && m.ack === 3));
    // The contact writes again while the chat is open: nothing fetches the newest page again.
    expect(
      (
        await call(t.url, 'POST', `/simulator/${chat.whatsappId}/chats/5511912345678/messages`, {
          token: adminToken,
          body: { body: 'Ainda aí?' },
        })
      ).status,
    ).toBe(201);
    const unread = async () =>
      (await t.database.db.select().from(tickets).where(eq(tickets.id, chat.ticketId)))[0]?.unreadMessages;
    await waitFor(unread, (count) => count === 1);
    const announced: number[] = [];
    t.app.services.events.on('ticket.read', ({ ticketId }) => {
      if (ticketId === chat.ticketId) announced.push(ticketId);
    });

    expect((await call(t.url, 'POST', `/messages/${chat.ticketId}/read`, { token: adminToken })).status).toBe(204);
    expect(await unread()).toBe(0);
    expect((await call(t.url, 'POST', `/messages/${chat.ticketId}/read`, { token: adminToken })).status).toBe(204);
    expect(announced).toEqual([chat.ticketId]);
    const phone = await chat.phoneOnce((c) => c.filter((m) => m.direction === 'in').every((m) => m.ack === 3));
    expect(phone.filter((m) => m.direction === 'in').map((m) => m.body)).toEqual(['Oi', 'Ainda aí?']);
  });

  it('is for those who may see the ticket: other queues 403, other companies 404', async () => {
    const { company, attendantToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id, { name: 'Fila alheia leitura' });
    const { ticket } = await insertTicket(t.database.db, company.id, { queueId: queue.id, unreadMessages: 1 });
    expect((await call(t.url, 'POST', `/messages/${ticket.id}/read`, { token: attendantToken })).status).toBe(403);
    const other = await createTeam(t);
    expect((await call(t.url, 'POST', `/messages/${ticket.id}/read`, { token: other.adminToken })).status).toBe(404);
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]?.unreadMessages).toBe(1);
  });
});

describe('the ticket’s media', () => {
  it('lists images newest first, and media, documents, links and calls for the drawer', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id);
    const db = t.database.db;
    const image1 = await insertMessage(db, ticket, {
      mediaType: 'image',
      mediaUrl: `company-${company.id}/messages/a.png`,
      body: '',
    });
    const video = await insertMessage(db, ticket, {
      mediaType: 'video',
      mediaUrl: `company-${company.id}/messages/b.mp4`,
      body: '',
    });
    const image2 = await insertMessage(db, ticket, {
      mediaType: 'image',
      mediaUrl: `company-${company.id}/messages/c.png`,
      body: 'foto',
    });
    await insertMessage(db, ticket, {
      mediaType: 'image',
      mediaUrl: `company-${company.id}/messages/d.png`,
      isDeleted: true,
    });
    const document = await insertMessage(db, ticket, {
      mediaType: 'application',
      mediaUrl: `company-${company.id}/messages/e.pdf`,
      mediaName: 'contrato.pdf',
    });
    const call1 = await insertMessage(db, ticket, { mediaType: 'call_log', body: 'Chamada perdida' });
    const link = await insertMessage(db, ticket, { body: 'veja https://exemplo.com.br/a?b=1, e http://x.io.' });
    await insertMessage(db, ticket, { body: 'sem link' });

    const images = await call<{ images: MessageView[] }>(t.url, 'GET', `/messages/listimages/${ticket.id}`, {
      token: adminToken,
    });
    expect(images.body.images.map((m) => m.id)).toEqual([image2.id, image1.id]);
    const media = await call<TicketMediaAnswer>(t.url, 'GET', `/messages/getmedia/${ticket.id}`, { token: adminToken });
    expect(media.body.media.map((m) => m.id)).toEqual([image2.id, video.id, image1.id]);
    expect(media.body.documents).toMatchObject([{ id: document.id, mediaName: 'contrato.pdf' }]);
    expect(media.body.calls.map((m) => m.id)).toEqual([call1.id]);
    expect(media.body.links).toEqual([
      { messageId: link.id, url: 'https://exemplo.com.br/a?b=1', createdAt: link.sentAt.toISOString() },
      { messageId: link.id, url: 'http://x.io', createdAt: link.sentAt.toISOString() },
    ]);
  });
});
