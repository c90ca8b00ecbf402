import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { openTicketConflictSchema, type TicketLogEntry, type TicketView } from '@guiche/shared';
import { messages, tickets, users, whatsapps } from '../../db/schema/index.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertContact, insertTicket, tagContact, type Inbox } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: number, body: Record<string, unknown>) =>
  call<TicketView>(t.url, 'PUT', `/tickets/${id}`, { token, body });
const row = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const bodiesOf = async (ticketId: number) =>
  (
    await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.ticketId, ticketId))
      .orderBy(asc(messages.id))
  ).map((m) => m.body);
const logTypes = async (inbox: Inbox, id: number) =>
  (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${id}`, { token: inbox.admin.token })).body
    .map((entry) => [entry.type, entry.user?.id ?? null, entry.queue?.id ?? null])
    .reverse();

describe('PUT /tickets/{id}: the states table of spec 1 §4', () => {
  it('accept: open, held by the caller, unread reset, logged; a greeting only with sendGreetingAccepted', async () => {
    const inbox = await createInbox(t);
    const quiet = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, unreadMessages: 3 });
    const accepted = await put(inbox.agentA.token, quiet.id, { status: 'open', userId: inbox.agentA.user.id });
    expect(accepted).toMatchObject({
      status: 200,
      body: { status: 'open', userId: inbox.agentA.user.id, unreadMessages: 0, user: { name: 'Ana' } },
    });
    expect(await bodiesOf(quiet.id)).toEqual([]);
    expect(await logTypes(inbox, quiet.id)).toEqual([['open', inbox.agentA.user.id, inbox.queueA.id]]);

    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'sendGreetingAccepted', 'enabled');
    const greeted = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    // userId absent: the caller takes it.
    expect(await put(inbox.agentA.token, greeted.id, { status: 'open' })).toMatchObject({
      status: 200,
      body: { userId: inbox.agentA.user.id },
    });
    expect(await bodiesOf(greeted.id)).toEqual([
      'Olá *Contato*, meu nome é *Ana* e agora vou prosseguir com seu atendimento!',
    ]);
  });

  it('accept needs a queue; a WhatsApp group becomes group and is greeted only when the connection takes groups as tickets', async () => {
    const inbox = await createInbox(t);
    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'sendGreetingAccepted', 'enabled');
    const noQueue = await insertTicket(t.database.db, inbox);
    expect(await put(inbox.admin.token, noQueue.id, { status: 'open' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_REQUIRED' },
    });
    expect((await row(noQueue.id)).status).toBe('pending');
    expect(await put(inbox.admin.token, noQueue.id, { status: 'open', queueId: inbox.queueB.id })).toMatchObject({
      status: 200,
      body: { status: 'open', queueId: inbox.queueB.id },
    });

    const group = await insertTicket(t.database.db, inbox, { isGroup: true, queueId: inbox.queueA.id });
    expect(await put(inbox.agentA.token, group.id, { status: 'open' })).toMatchObject({
      status: 200,
      body: { status: 'group', userId: inbox.agentA.user.id },
    });
    expect(await bodiesOf(group.id)).toEqual([]);

    await t.database.db
      .update(whatsapps)
      .set({ groupAsTicket: 'enabled' })
      .where(eq(whatsapps.id, inbox.connection.id));
    const groupAsTicket = await insertTicket(t.database.db, inbox, { isGroup: true, queueId: inbox.queueA.id });
    expect(await put(inbox.agentA.token, groupAsTicket.id, { status: 'open' })).toMatchObject({
      status: 200,
      body: { status: 'group' },
    });
    expect(await bodiesOf(groupAsTicket.id)).toHaveLength(1);
  });

  it('ignore: closed, user set, no farewell, bot counter reset, closedAt set', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, amountUsedBotQueues: 2 });
    expect(await put(inbox.agentA.token, ticket.id, { status: 'closed', userId: inbox.agentA.user.id })).toMatchObject({
      status: 200,
      body: { status: 'closed', userId: inbox.agentA.user.id },
    });
    const stored = await row(ticket.id);
    expect(stored).toMatchObject({ amountUsedBotQueues: 0 });
    expect(stored.closedAt).toBeInstanceOf(Date);
    expect(await bodiesOf(ticket.id)).toEqual([]);
    expect(await logTypes(inbox, ticket.id)).toEqual([['closed', inbox.agentA.user.id, inbox.queueA.id]]);
  });

  it('resolve: farewell from the user, else from the connection, none when asked not to', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const open = () =>
      insertTicket(db, inbox, { status: 'open', queueId: inbox.queueA.id, userId: inbox.agentA.user.id });

    const byConnection = await open();
    expect(
      await put(inbox.agentA.token, byConnection.id, { status: 'closed', userId: inbox.agentA.user.id }),
    ).toMatchObject({ status: 200, body: { status: 'closed' } });
    expect(await bodiesOf(byConnection.id)).toEqual(['Atendimento encerrado.']);

    await db.update(users).set({ farewellMessage: 'Até logo!' }).where(eq(users.id, inbox.agentA.user.id));
    const byUser = await open();
    expect(await put(inbox.agentA.token, byUser.id, { status: 'closed', sendFarewellMessage: true })).toMatchObject({
      status: 200,
    });
    expect(await bodiesOf(byUser.id)).toEqual(['Até logo!']);

    const silent = await open();
    expect(await put(inbox.agentA.token, silent.id, { status: 'closed', sendFarewellMessage: false })).toMatchObject({
      status: 200,
      body: { status: 'closed' },
    });
    expect(await bodiesOf(silent.id)).toEqual([]);
  });

  it('resolve refuses an untagged ticket under requiredTag, and closes it once the contact is tagged', async () => {
    const inbox = await createInbox(t);
    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'requiredTag', 'enabled');
    const ticket = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    // Other contacts' tags, in this company and another, say nothing of this ticket's contact.
    await tagContact(t.database.db, inbox.companyId, (await insertContact(t.database.db, inbox.companyId)).id);
    const elsewhere = await createInbox(t);
    await tagContact(t.database.db, elsewhere.companyId, (await insertContact(t.database.db, elsewhere.companyId)).id);
    expect(await put(inbox.agentA.token, ticket.id, { status: 'closed' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_TICKET_TAG_REQUIRED' },
    });
    expect((await row(ticket.id)).status).toBe('open');
    expect(await bodiesOf(ticket.id)).toEqual([]);
    await tagContact(t.database.db, inbox.companyId, ticket.contactId);
    expect(await put(inbox.agentA.token, ticket.id, { status: 'closed' })).toMatchObject({
      status: 200,
      body: { status: 'closed' },
    });
  });

  it('reopen: open and held by the caller; a contact whose other ticket is active gets the 409 conflict', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const closed = await insertTicket(db, inbox, {
      status: 'closed',
      queueId: inbox.queueA.id,
      userId: inbox.agentB.user.id,
      closedAt: new Date(),
    });
    expect(await put(inbox.agentA.token, closed.id, { status: 'open' })).toMatchObject({
      status: 200,
      body: { status: 'open', userId: inbox.agentA.user.id },
    });
    expect((await row(closed.id)).closedAt).toBeNull();

    const older = await insertTicket(db, inbox, {
      status: 'closed',
      contactId: closed.contactId,
      queueId: inbox.queueA.id,
    });
    const conflict = await call<{ error: string; message: string }>(t.url, 'PUT', `/tickets/${older.id}`, {
      token: inbox.admin.token,
      body: { status: 'open' },
    });
    expect(conflict).toMatchObject({ status: 409, body: { message: 'ERR_OTHER_OPEN_TICKET' } });
    expect(openTicketConflictSchema.parse(JSON.parse(conflict.body.error))).toEqual({
      userId: inbox.agentA.user.id,
      userName: 'Ana',
      queueName: 'Vendas',
      uuid: closed.uuid,
      ticketId: closed.id,
    });
    expect((await row(older.id)).status).toBe('closed');
    expect(await logTypes(inbox, closed.id)).toEqual([['reopen', inbox.agentA.user.id, inbox.queueA.id]]);
  });

  it('return to queue: pending without user', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    expect(await put(inbox.agentA.token, ticket.id, { status: 'pending' })).toMatchObject({
      status: 200,
      body: { status: 'pending', userId: null, queueId: inbox.queueA.id },
    });
    expect(await logTypes(inbox, ticket.id)).toEqual([['pending', inbox.agentA.user.id, inbox.queueA.id]]);
  });

  it('transfer to a user, with or without a queue: open for that user, logged on both sides', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    expect(
      await put(inbox.agentA.token, ticket.id, {
        status: 'open',
        userId: inbox.agentB.user.id,
        queueId: inbox.queueB.id,
      }),
    ).toMatchObject({
      status: 200,
      body: { status: 'open', userId: inbox.agentB.user.id, queueId: inbox.queueB.id },
    });
    expect(await logTypes(inbox, ticket.id)).toEqual([
      ['transfered', inbox.agentA.user.id, inbox.queueA.id],
      ['receivedTransfer', inbox.agentB.user.id, inbox.queueB.id],
    ]);
    // B now holds it and hands it to the admin, queue unchanged.
    expect(await put(inbox.agentB.token, ticket.id, { userId: inbox.admin.user.id })).toMatchObject({
      status: 200,
      body: { userId: inbox.admin.user.id, queueId: inbox.queueB.id },
    });
    // A lost sight of it with the move to queue B.
    expect(await call(t.url, 'GET', `/tickets/${ticket.id}`, { token: inbox.agentA.token })).toMatchObject({
      status: 403,
    });
  });

  it('transfer to a queue only: pending, no user, in that queue', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    expect(
      await put(inbox.agentA.token, ticket.id, { status: 'pending', userId: null, queueId: inbox.queueB.id }),
    ).toMatchObject({
      status: 200,
      body: { status: 'pending', userId: null, queueId: inbox.queueB.id },
    });
    expect(await logTypes(inbox, ticket.id)).toEqual([
      ['transfered', inbox.agentA.user.id, inbox.queueA.id],
      ['queue', null, inbox.queueB.id],
    ]);
  });

  it('refuses what the caller may not touch or does not exist, with catalogue codes', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const inB = await insertTicket(t.database.db, inbox, { queueId: inbox.queueB.id });
    expect(await put(inbox.agentA.token, inB.id, { status: 'open' })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await put(other.admin.token, inB.id, { status: 'open' })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    expect(await put(inbox.admin.token, inB.id, { status: 'open', userId: other.admin.user.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    expect(await put(inbox.admin.token, inB.id, { status: 'open', queueId: other.queueA.id })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await put(inbox.admin.token, inB.id, { whatsappId: other.connection.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_WAPP_FOUND' },
    });
    expect(await put(inbox.admin.token, inB.id, { status: 'nps' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await put(inbox.admin.token, inB.id, { status: 'opened' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    // An unknown key is dropped, never applied (the ticket stays pending, below).
    expect(await put(inbox.admin.token, inB.id, { nope: 1, companyId: other.companyId })).toMatchObject({
      status: 200,
      body: { status: 'pending' },
    });
    expect(await put(inbox.admin.token, 99_999_999_999, { status: 'open' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await call(t.url, 'PUT', '/tickets/abc', { token: inbox.admin.token, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(
      (
        await t.database.db
          .select()
          .from(tickets)
          .where(and(eq(tickets.id, inB.id), eq(tickets.status, 'pending')))
      ).length,
    ).toBe(1);
  });
});
