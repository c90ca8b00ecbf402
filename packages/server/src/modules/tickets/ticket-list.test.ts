import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TicketListAnswer } from '@guiche/shared';
import { settingsRepository } from '../settings/settings.repository.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { SEARCH_WALK_TICKETS } from './ticket-search.repository.js';
import { createConnection } from '../../test/factories.js';
import { createInbox, insertContact, insertMessage, insertTicket, member, tagContact } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async (token: string, query = '') => {
  const answer = await call<TicketListAnswer>(t.url, 'GET', `/tickets${query}`, { token });
  if (answer.status !== 200 && answer.status !== 400 && answer.status !== 401)
    throw new Error(`GET /tickets${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
};
const ids = (answer: TicketListAnswer) => answer.tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

describe('GET /tickets visibility (spec 1 §5)', () => {
  it('admins see every ticket with showAll; attendants their queues and their own, no other ticket without queue', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const inA = await insertTicket(db, inbox, { queueId: inbox.queueA.id });
    const inB = await insertTicket(db, inbox, { queueId: inbox.queueB.id });
    const noQueue = await insertTicket(db, inbox);
    const heldByBWithoutQueue = await insertTicket(db, inbox, { status: 'open', userId: inbox.agentB.user.id });
    const heldByAInB = await insertTicket(db, inbox, {
      status: 'open',
      queueId: inbox.queueB.id,
      userId: inbox.agentA.user.id,
    });
    const all = [inA, inB, noQueue, heldByBWithoutQueue, heldByAInB].map((ticket) => ticket.id).sort((a, b) => a - b);

    expect(ids((await list(inbox.admin.token, '?showAll=true')).body)).toEqual(all);
    expect(ids((await list(inbox.agentA.token)).body)).toEqual([inA.id, heldByAInB.id]);
    expect(ids((await list(inbox.agentB.token)).body)).toEqual([inB.id, heldByBWithoutQueue.id]);
    // showAll is not for profile user: the same list.
    expect(ids((await list(inbox.agentA.token, '?showAll=true')).body)).toEqual([inA.id, heldByAInB.id]);
    // A ticket without queue is for those who see every ticket ("Ver atendimentos sem fila").
    expect(await call(t.url, 'GET', `/tickets/${noQueue.id}`, { token: inbox.agentA.token })).toMatchObject({
      status: 403,
    });

    // Queue B's ticket is not A's to read; one of another company is not found at all.
    expect(await call(t.url, 'GET', `/tickets/${inA.id}`, { token: inbox.agentA.token })).toMatchObject({
      status: 200,
      body: { id: inA.id },
    });
    expect(await call(t.url, 'GET', `/tickets/${inB.id}`, { token: inbox.agentA.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'GET', `/tickets/u/${inB.uuid}`, { token: inbox.agentA.token })).toMatchObject({
      status: 403,
    });
    const other = await createInbox(t);
    expect(ids((await list(other.admin.token, '?showAll=true')).body)).toEqual([]);
    expect(await call(t.url, 'GET', `/tickets/${inA.id}`, { token: other.admin.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    expect(await call(t.url, 'GET', `/tickets/u/${inA.uuid}`, { token: other.admin.token })).toMatchObject({
      status: 404,
    });
  });

  it('without showAll an admin lists own and unassigned tickets; allTicket and allowGroup widen what a user sees', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const pendingB = await insertTicket(db, inbox, { queueId: inbox.queueB.id });
    const heldByB = await insertTicket(db, inbox, {
      status: 'open',
      queueId: inbox.queueB.id,
      userId: inbox.agentB.user.id,
    });
    const group = await insertTicket(db, inbox, { status: 'group', isGroup: true, queueId: inbox.queueB.id });
    expect(ids((await list(inbox.admin.token)).body)).toEqual([pendingB.id, group.id]);

    const everything = await member(t, inbox.companyId, 'user');
    await db.execute(sql`update users set all_ticket = 'enable' where id = ${everything.user.id}`);
    expect(ids((await list(everything.token)).body)).toEqual([pendingB.id, group.id]);
    expect(await call(t.url, 'GET', `/tickets/${heldByB.id}`, { token: everything.token })).toMatchObject({
      status: 200,
    });

    const groups = await member(t, inbox.companyId, 'user');
    await db.execute(sql`update users set allow_group = true where id = ${groups.user.id}`);
    expect(ids((await list(groups.token)).body)).toEqual([group.id]);
  });

  it('masks contact numbers for profile user under lgpdHideNumber, not for admins', async () => {
    const inbox = await createInbox(t);
    const contact = await insertContact(t.database.db, inbox.companyId, { number: '5511999994321' });
    await insertTicket(t.database.db, inbox, { contactId: contact.id, queueId: inbox.queueA.id });
    expect((await list(inbox.agentA.token)).body.tickets[0]?.contact.number).toBe('5511999994321');
    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'lgpdHideNumber', 'enabled');
    expect((await list(inbox.agentA.token)).body.tickets[0]?.contact.number).toBe('55119••••4321');
    expect((await list(inbox.admin.token, '?showAll=true')).body.tickets[0]?.contact.number).toBe('5511999994321');
  });
});

describe('GET /tickets filters', () => {
  it('filters by status, statusFilter, queues (keeping tickets without queue), users, connections, unread, group, tags and dates', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const admin = inbox.admin.token;
    const pendingA = await insertTicket(db, inbox, { queueId: inbox.queueA.id, unreadMessages: 2 });
    const openB = await insertTicket(db, inbox, {
      status: 'open',
      queueId: inbox.queueB.id,
      userId: inbox.agentB.user.id,
    });
    const closedNoQueue = await insertTicket(db, inbox, { status: 'closed' });
    const group = await insertTicket(db, inbox, { status: 'group', isGroup: true });
    const tag = await tagContact(db, inbox.companyId, openB.contactId);

    expect(ids((await list(admin, '?showAll=true&status=open')).body)).toEqual([openB.id]);
    expect(ids((await list(admin, '?showAll=true&statusFilter=["open","closed"]')).body)).toEqual([
      openB.id,
      closedNoQueue.id,
    ]);
    expect(ids((await list(admin, `?showAll=true&queueIds=[${inbox.queueA.id}]`)).body)).toEqual([
      pendingA.id,
      closedNoQueue.id,
      group.id,
    ]);
    expect(ids((await list(admin, `?showAll=true&users=${inbox.agentB.user.id}`)).body)).toEqual([openB.id]);
    expect(ids((await list(admin, `?showAll=true&userFilter=[${inbox.agentB.user.id}]`)).body)).toEqual([openB.id]);
    expect(ids((await list(admin, `?showAll=true&whatsappIds=${inbox.connection.id + 1000}`)).body)).toEqual([]);
    expect(ids((await list(admin, `?showAll=true&whatsapps=${inbox.connection.id}`)).body)).toHaveLength(4);
    expect(ids((await list(admin, '?showAll=true&withUnreadMessages=true')).body)).toEqual([pendingA.id]);
    expect(ids((await list(admin, '?showAll=true&isGroup=true')).body)).toEqual([group.id]);
    expect(ids((await list(admin, `?showAll=true&tags=[${tag.id}]`)).body)).toEqual([openB.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids((await list(admin, `?showAll=true&date=${today}`)).body)).toHaveLength(4);
    expect(ids((await list(admin, '?showAll=true&updatedAt=2001-01-01')).body)).toEqual([]);

    const view = (await list(admin, '?showAll=true&status=open')).body.tickets[0];
    expect(view).toMatchObject({
      contact: { tags: [{ id: tag.id, name: tag.name, color: '#000000' }] },
      queue: { id: inbox.queueB.id, name: 'Suporte' },
      user: { id: inbox.agentB.user.id, name: 'Bruno' },
      whatsapp: { id: inbox.connection.id, groupAsTicket: 'disabled' },
      tags: [],
      userRating: null,
    });
  });

  it('finds tickets by message text, contact name and number, within what the caller may see', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const byMessage = await insertTicket(db, inbox, { queueId: inbox.queueA.id });
    await insertMessage(db, byMessage, 'Minha entrega está atrasada');
    const byName = await insertTicket(db, inbox, {
      queueId: inbox.queueA.id,
      contactId: (await insertContact(db, inbox.companyId, { name: 'Maria Entregadora' })).id,
    });
    const byNumber = await insertTicket(db, inbox, {
      queueId: inbox.queueB.id,
      contactId: (await insertContact(db, inbox.companyId, { number: '5521987650000' })).id,
    });
    // The bot's texts are not searched: its menus are the same on every ticket.
    await insertMessage(db, await insertTicket(db, inbox, { queueId: inbox.queueA.id }), 'Escolha: 1 - Entregas', {
      fromMe: true,
      isBot: true,
    });
    // Another company's identical text stays out.
    const other = await createInbox(t);
    await insertMessage(db, await insertTicket(db, other, {}), 'entrega atrasada também');

    expect(ids((await list(inbox.admin.token, '?searchParam=ENTREG&showAll=true')).body)).toEqual([
      byMessage.id,
      byName.id,
    ]);
    expect(ids((await list(inbox.admin.token, '?searchParam=98765&showAll=true')).body)).toEqual([byNumber.id]);
    expect(ids((await list(inbox.agentA.token, '?searchParam=98765')).body)).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect(ids((await list(inbox.admin.token, '?searchParam=%25&showAll=true')).body)).toEqual([]);
  });

  it('finds matches older than the newest tickets a search walks through, by the indexes, with pages and a count', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const old = new Date('2023-01-01T00:00:00Z');
    const matching: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      const ticket = await insertTicket(db, inbox, { status: 'closed', updatedAt: new Date(old.getTime() + i * 1000) });
      await insertMessage(db, ticket, `pedido raro ${i}`);
      matching.push(ticket.id);
    }
    await insertMessage(
      db,
      await insertTicket(db, inbox, { status: 'closed', updatedAt: old }),
      'Seu pedido raro foi anotado',
      { fromMe: true, isBot: true },
    );
    // Newer tickets than the walk reads, none matching (bulk: the walk's length is what matters here).
    await t.database.executeSql(
      `with c as (insert into contacts (company_id, name, number) select $1, 'Outro ' || g, '5599' || g from generate_series(1, $2) g returning id)
       insert into tickets (company_id, contact_id, whatsapp_id, status, updated_at) select $1, c.id, $3, 'closed', now() from c`,
      [inbox.companyId, SEARCH_WALK_TICKETS + 10, inbox.connection.id],
    );
    const newestFirst = [...matching].reverse();

    const first = (await list(inbox.admin.token, '?searchParam=pedido%20raro&showAll=true')).body;
    expect(first).toMatchObject({ count: 45, hasMore: true });
    expect(first.tickets.map((ticket) => ticket.id)).toEqual(newestFirst.slice(0, 40));
    const byCursor = (
      await list(inbox.admin.token, `?searchParam=pedido%20raro&showAll=true&cursor=${first.nextCursor}`)
    ).body;
    expect(byCursor.tickets.map((ticket) => ticket.id)).toEqual(newestFirst.slice(40));
    const byPage = (await list(inbox.admin.token, '?searchParam=pedido%20raro&showAll=true&pageNumber=2')).body;
    expect(byPage).toMatchObject({ count: 45, hasMore: false });
    expect(byPage.tickets.map((ticket) => ticket.id)).toEqual(newestFirst.slice(40));
  });

  it('pages by cursor and by pageNumber, newest activity first, with a count', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const base = Date.parse('2024-05-01T12:00:00Z');
    // Equal timestamps in pairs: the id breaks ties, so no ticket is skipped or repeated.
    for (let i = 0; i < 45; i += 1)
      await insertTicket(db, inbox, {
        status: 'open',
        updatedAt: new Date(base + Math.floor(i / 2) * 1000),
        queueId: inbox.queueA.id,
      });
    const first = (await list(inbox.admin.token, '?status=open&showAll=true')).body;
    expect(first).toMatchObject({ count: 45, hasMore: true });
    expect(first.tickets).toHaveLength(40);
    const second = (await list(inbox.admin.token, `?status=open&showAll=true&cursor=${first.nextCursor}`)).body;
    expect(second.hasMore).toBe(false);
    expect(second.nextCursor).toBeUndefined();
    const walked = [...first.tickets, ...second.tickets];
    expect(new Set(walked.map((ticket) => ticket.id)).size).toBe(45);
    const keys = walked.map((ticket) => [Date.parse(ticket.updatedAt), ticket.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const byPage = (await list(inbox.admin.token, '?status=open&showAll=true&pageNumber=2')).body;
    expect(byPage.tickets.map((ticket) => ticket.id)).toEqual(second.tickets.map((ticket) => ticket.id));
  });

  it('answers 400 with catalogue codes for bad parameters', async () => {
    const inbox = await createInbox(t);
    for (const query of [
      '?status=nope',
      '?cursor=bm90LWEtY3Vyc29y',
      '?pageNumber=0',
      '?queueIds=[x]',
      '?date=yesterday',
      '?statusFilter=["lost"]',
    ]) {
      expect(await list(inbox.admin.token, query)).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    }
    expect(await call(t.url, 'GET', '/tickets')).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
  });
});

describe('GET /tickets search tab (status=search) and queueIds 0', () => {
  it('lists the latest ticket of each contact and connection, any status unless statusFilter narrows it', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const contact = await insertContact(db, inbox.companyId, { name: 'João Conceição' });
    const other = await createConnection(db, inbox.companyId, { channel: 'whatsapp' });
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const queueB = inbox.queueB.id;
    const oldest = await insertTicket(db, inbox, {
      contactId: contact.id,
      queueId: queueB,
      status: 'closed',
      updatedAt: day(1),
    });
    const closed = await insertTicket(db, inbox, {
      contactId: contact.id,
      queueId: queueB,
      status: 'closed',
      updatedAt: day(2),
    });
    const open = await insertTicket(db, inbox, {
      contactId: contact.id,
      status: 'open',
      userId: inbox.agentA.user.id,
      queueId: inbox.queueA.id,
      updatedAt: day(3),
    });
    const onOther = await insertTicket(db, inbox, {
      contactId: contact.id,
      whatsappId: other.id,
      queueId: queueB,
      status: 'closed',
      updatedAt: day(1),
    });
    const someoneElse = await insertTicket(db, inbox, { status: 'pending', updatedAt: day(4) });
    const admin = inbox.admin.token;

    expect(ids((await list(admin, '?status=search&showAll=true')).body)).toEqual([open.id, onOther.id, someoneElse.id]);
    expect(ids((await list(admin, '?status=search&showAll=true&statusFilter=["closed"]')).body)).toEqual([
      closed.id,
      onOther.id,
    ]);
    // Accents and case do not matter, either way round; the search ignores older tickets of the same conversation.
    for (const term of ['joao', 'CONCEICAO', 'Joâo Concéição']) {
      expect(
        ids((await list(admin, `?status=search&showAll=true&searchParam=${encodeURIComponent(term)}`)).body),
      ).toEqual([open.id, onOther.id]);
    }
    expect(ids((await list(admin, `?showAll=true&searchParam=joao`)).body)).toEqual([
      oldest.id,
      closed.id,
      open.id,
      onOther.id,
    ]);
    const answer = (await list(admin, '?status=search&showAll=true&searchParam=joao&pageNumber=1')).body;
    expect(answer).toMatchObject({ count: 2, hasMore: false });

    // What a user may not see stays out, and does not hide what they may: agent B, blind to queue A's ticket, gets
    // the latest ticket of that conversation they can open.
    expect(ids((await list(inbox.agentB.token, '?status=search&searchParam=joao')).body)).toEqual([
      closed.id,
      onOther.id,
    ]);
    expect(ids((await list(inbox.agentA.token, '?status=search&searchParam=joao&showAll=true')).body)).toEqual([
      open.id,
    ]);
    const stranger = await createInbox(t);
    expect(ids((await list(stranger.admin.token, '?status=search&showAll=true&searchParam=joao')).body)).toEqual([]);
  });

  it('finds messages whatever their accents, and numbers typed with punctuation', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const byMessage = await insertTicket(db, inbox);
    await insertMessage(db, byMessage, 'A situação da minha ligação');
    const byNumber = await insertTicket(db, inbox, {
      contactId: (await insertContact(db, inbox.companyId, { number: '5521987650000' })).id,
    });
    const admin = inbox.admin.token;
    expect(ids((await list(admin, '?showAll=true&searchParam=situacao')).body)).toEqual([byMessage.id]);
    expect(ids((await list(admin, '?showAll=true&searchParam=LIGACAO')).body)).toEqual([byMessage.id]);
    expect(ids((await list(admin, `?showAll=true&searchParam=${encodeURIComponent('(21) 98765')}`)).body)).toEqual([
      byNumber.id,
    ]);
    // Regular expression characters are text.
    for (const term of ['.*', 'situa[cç]', '(a|b)'])
      expect(ids((await list(admin, `?showAll=true&searchParam=${encodeURIComponent(term)}`)).body)).toEqual([]);
  });

  it('queueIds 0 stands for tickets without a queue; [null] narrows nothing', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const inA = await insertTicket(db, inbox, { queueId: inbox.queueA.id });
    const inB = await insertTicket(db, inbox, { queueId: inbox.queueB.id });
    const noQueue = await insertTicket(db, inbox);
    const heldByBWithoutQueue = await insertTicket(db, inbox, { status: 'open', userId: inbox.agentB.user.id });
    const admin = inbox.admin.token;

    expect(ids((await list(admin, '?showAll=true&queueIds=[0]')).body)).toEqual([noQueue.id, heldByBWithoutQueue.id]);
    expect(ids((await list(admin, `?showAll=true&queueIds=[0,${inbox.queueA.id}]`)).body)).toEqual([
      inA.id,
      noQueue.id,
      heldByBWithoutQueue.id,
    ]);
    expect(ids((await list(admin, '?showAll=true&queueIds=[null]')).body)).toEqual([
      inA.id,
      inB.id,
      noQueue.id,
      heldByBWithoutQueue.id,
    ]);
    // A user's "no queue" is what the visibility rule lets them see of those: their own.
    expect(ids((await list(inbox.agentA.token, '?queueIds=[0]')).body)).toEqual([]);
    expect(ids((await list(inbox.agentB.token, '?queueIds=[0]')).body)).toEqual([heldByBWithoutQueue.id]);
    for (const query of ['?queueIds=[-1]', '?queueIds=[0.5]', '?queueIds=["x"]']) {
      expect(await list(admin, query)).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    }
  });
});
