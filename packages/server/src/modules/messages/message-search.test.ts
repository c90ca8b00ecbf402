import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageListAnswer } from '@guiche/shared';
import { userQueues } from '../../db/schema/index.js';
import { createQueue, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { excerptOf } from './message-excerpt.js';
import type { MessageSearchAnswer } from '@guiche/shared';
import { insertMessage, insertTicket } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const search = (token: string, ticketId: number, q: string, cursor?: number) =>
  call<MessageSearchAnswer>(
    t.url,
    'GET',
    `/messages/${ticketId}/search?q=${encodeURIComponent(q)}${cursor === undefined ? '' : `&cursor=${cursor}`}`,
    { token },
  );

describe('excerptOf', () => {
  it('marks every match whatever its accents and case, around the first one', () => {
    expect(excerptOf('Olá JOÃO, o joao e a Joãozinha', 'joão')).toEqual({
      text: 'Olá JOÃO, o joao e a Joãozinha',
      highlights: [
        [4, 8],
        [12, 16],
        [21, 25],
      ],
    });
    const long = `${'a '.repeat(100)}pedido número 42 ${'b '.repeat(100)}`;
    const { text, highlights } = excerptOf(long, 'NUMERO');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    const [[start, end]] = highlights as [[number, number]];
    expect(text.slice(start, end)).toBe('número');
  });
});

describe('GET /messages/{ticketId}/search', () => {
  it('finds messages accent- and case-insensitively, newest first, notes and bot replies included', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id);
    const db = t.database.db;
    const first = await insertMessage(db, ticket, { body: 'Quero falar com o João sobre a AÇÃO' });
    await insertMessage(db, ticket, { body: 'outra coisa' });
    const note = await insertMessage(db, ticket, {
      body: 'joao pediu desconto',
      fromMe: true,
      isPrivate: true,
      userId: admin.id,
    });
    const bot = await insertMessage(db, ticket, { body: 'Digite 1 para falar com JOAO', fromMe: true, isBot: true });
    await insertMessage(db, ticket, { body: 'joão', mediaType: 'reactionMessage', quotedMsgId: 'x' });

    const { status, body } = await search(adminToken, ticket.id, 'JOÃO');
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.nextCursor).toBeNull();
    expect(body.hits.map((hit) => hit.id)).toEqual([bot.id, note.id, first.id]);
    expect(body.hits[1]).toMatchObject({ isPrivate: true, fromMe: true, senderName: admin.name });
    expect(body.hits[2]).toMatchObject({ fromMe: false, senderName: 'Bruno', excerpt: first.body });
    const [[start, end]] = body.hits[2]?.highlights as [[number, number]];
    expect(body.hits[2]?.excerpt.slice(start, end)).toBe('João');
    expect((await search(adminToken, ticket.id, 'acao')).body.hits.map((hit) => hit.id)).toEqual([first.id]);
    // Pattern characters are text: '%' and '.' find themselves only.
    expect((await search(adminToken, ticket.id, 'o.j')).body.count).toBe(0);
  });

  it('pages by cursor', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id);
    const ids: number[] = [];
    for (let i = 1; i <= 25; i += 1) ids.push((await insertMessage(t.database.db, ticket, { body: `pedido ${i}` })).id);
    const firstPage = await search(adminToken, ticket.id, 'pedido');
    expect(firstPage.body.count).toBe(25);
    expect(firstPage.body.hits.map((hit) => hit.id)).toEqual(ids.slice(5).reverse());
    expect(firstPage.body.nextCursor).toBe(ids[5]);
    const second = await search(adminToken, ticket.id, 'pedido', firstPage.body.nextCursor ?? undefined);
    expect(second.body.hits.map((hit) => hit.id)).toEqual(ids.slice(0, 5).reverse());
    expect(second.body.nextCursor).toBeNull();
  });

  it('does not find by the text of a contact’s deleted message under LGPD', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id);
    await insertMessage(t.database.db, ticket, { body: 'meu CPF é 123', isDeleted: true });
    expect((await search(adminToken, ticket.id, 'cpf')).body.count).toBe(1);
    await settingsRepository.updateColumn(t.database.db, company.id, 'enableLGPD', 'enabled');
    await settingsRepository.updateColumn(t.database.db, company.id, 'lgpdDeleteMessage', 'enabled');
    expect((await search(adminToken, ticket.id, 'cpf')).body.count).toBe(0);
  });

  it('is for those who may read the chat: other queues 403, other companies 404; bad input 400', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const db = t.database.db;
    const queue = await createQueue(db, company.id);
    const member = await createUser(db, company.id);
    await db.insert(userQueues).values({ userId: member.id, queueId: queue.id });
    const memberToken = (await login(t.url, member.email, member.password)).token;
    const { ticket } = await insertTicket(db, company.id, { queueId: queue.id });
    await insertMessage(db, ticket, { body: 'segredo da fila' });
    expect((await search(memberToken, ticket.id, 'segredo')).body.count).toBe(1);
    expect(await search(attendantToken, ticket.id, 'segredo')).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const other = await createTeam(t);
    expect(await search(other.adminToken, ticket.id, 'segredo')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    // A text still too short finds nothing; one too long is refused.
    expect(await search(adminToken, ticket.id, ' s ')).toMatchObject({ status: 200, body: { hits: [], count: 0 } });
    expect((await search(adminToken, ticket.id, 'x'.repeat(101))).status).toBe(400);
    expect((await search(adminToken, ticket.id, 'segredo', 0)).status).toBe(400);
  });
});

describe('GET /messages/{ticketId} until a message', () => {
  it('answers every message down to it, and a page more, in one page', async () => {
    const { company, adminToken } = await createTeam(t);
    const { ticket } = await insertTicket(t.database.db, company.id, { unreadMessages: 0 });
    const ids: number[] = [];
    for (let i = 1; i <= 70; i += 1) ids.push((await insertMessage(t.database.db, ticket, { body: `m${i}` })).id);
    const list = (query: string) =>
      call<MessageListAnswer>(t.url, 'GET', `/messages/${ticket.id}${query}`, { token: adminToken });
    const newest = await list('');
    const before = newest.body.messages[0]?.id ?? 0;
    const jump = await list(`?before=${before}&until=${ids[29]}`);
    // m30 to m50 (21 messages) and the 20 before them: m10 to m50.
    expect(jump.body.messages.map((m) => m.body)).toEqual(ids.slice(9, 50).map((_, i) => `m${i + 10}`));
    expect(jump.body.hasMore).toBe(true);
    expect((await list(`?before=${before}&until=${ids[0]}`)).body).toMatchObject({ hasMore: false });
    expect((await list(`?before=${before}&until=${before + 5}`)).body.messages).toHaveLength(20);
  });
});
