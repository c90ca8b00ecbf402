import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openTicketConflictSchema, type TicketLogEntry, type TicketView } from '@guiche/shared';
import { tickets, users, whatsapps } from '../../db/schema/index.js';
import { createConnection } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertContact, insertTicket } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (token: string, body: Record<string, unknown>) =>
  call<TicketView>(t.url, 'POST', '/tickets', { token, body });
const logOf = async (token: string, id: number) =>
  (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${id}`, { token })).body
    .map((entry) => entry.type)
    .reverse();

describe('POST /tickets', () => {
  it('opens a ticket on the default connection for the caller, and logs its creation', async () => {
    const inbox = await createInbox(t);
    const contact = await insertContact(t.database.db, inbox.companyId, { name: 'Joana' });
    const created = await post(inbox.agentA.token, { contactId: contact.id, queueId: inbox.queueA.id });
    expect(created).toMatchObject({
      status: 201,
      body: {
        status: 'open',
        userId: inbox.agentA.user.id,
        queueId: inbox.queueA.id,
        whatsappId: inbox.connection.id,
        channel: 'whatsapp',
        contact: { name: 'Joana' },
      },
    });
    expect(await logOf(inbox.agentA.token, created.body.id)).toEqual(['create']);
  });

  it("needs a queue unless the caller is admin ('Selecione uma fila'), and a default connection when none is named", async () => {
    const inbox = await createInbox(t);
    const contact = await insertContact(t.database.db, inbox.companyId);
    expect(await post(inbox.agentA.token, { contactId: contact.id })).toMatchObject({
      status: 400,
      body: { error: 'ERR_QUEUE_REQUIRED' },
    });
    expect(await post(inbox.admin.token, { contactId: contact.id, status: 'pending' })).toMatchObject({
      status: 201,
      body: { status: 'pending', queueId: null, userId: null },
    });

    await t.database.db.update(whatsapps).set({ isDefault: false }).where(eq(whatsapps.id, inbox.connection.id));
    const another = await insertContact(t.database.db, inbox.companyId);
    expect(await post(inbox.admin.token, { contactId: another.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_DEF_WAPP_FOUND' },
    });
    // The user's own default connection comes before the company's.
    const own = await createConnection(t.database.db, inbox.companyId, { channel: 'whatsapp' });
    await t.database.db.update(users).set({ whatsappId: own.id }).where(eq(users.id, inbox.admin.user.id));
    await t.database.db.update(whatsapps).set({ isDefault: true }).where(eq(whatsapps.id, inbox.connection.id));
    expect(await post(inbox.admin.token, { contactId: another.id })).toMatchObject({
      status: 201,
      body: { whatsappId: own.id },
    });
  });

  it('answers 409 naming who holds the contact’s active ticket, as a JSON string in `error`', async () => {
    const inbox = await createInbox(t);
    const held = await insertTicket(t.database.db, inbox, {
      status: 'open',
      queueId: inbox.queueB.id,
      userId: inbox.agentB.user.id,
    });
    const answer = await call<{ error: string; message: string }>(t.url, 'POST', '/tickets', {
      token: inbox.agentA.token,
      body: { contactId: held.contactId, queueId: inbox.queueA.id },
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'ERR_OTHER_OPEN_TICKET' } });
    expect(openTicketConflictSchema.parse(JSON.parse(answer.body.error))).toEqual({
      userId: inbox.agentB.user.id,
      userName: 'Bruno',
      queueName: 'Suporte',
      uuid: held.uuid,
      ticketId: held.id,
    });
  });

  it('refuses other companies’ contacts, connections and users, and bad bodies', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const foreign = await insertContact(t.database.db, other.companyId);
    const contact = await insertContact(t.database.db, inbox.companyId);
    expect(await post(inbox.admin.token, { contactId: foreign.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(await post(inbox.admin.token, { contactId: contact.id, whatsappId: other.connection.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_WAPP_FOUND' },
    });
    expect(await post(inbox.admin.token, { contactId: contact.id, userId: other.admin.user.id })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    expect(await post(inbox.admin.token, { contactId: contact.id, companyId: other.companyId })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await post(inbox.admin.token, { contactId: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await post(inbox.admin.token, { contactId: contact.id, status: 'closed' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });
});

describe('GET /tickets/u/{uuid} and the ticket log', () => {
  it('answers the ticket by uuid and logs one access per user in a row', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    for (let i = 0; i < 2; i += 1) {
      expect(await call(t.url, 'GET', `/tickets/u/${ticket.uuid}`, { token: inbox.agentA.token })).toMatchObject({
        status: 200,
        body: { id: ticket.id, uuid: ticket.uuid },
      });
    }
    await call(t.url, 'GET', `/tickets/u/${ticket.uuid}`, { token: inbox.admin.token });
    const entries = (
      await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${ticket.id}`, { token: inbox.admin.token })
    ).body;
    expect(entries.map((entry) => [entry.type, entry.user?.name])).toEqual([
      ['access', inbox.admin.user.name],
      ['access', 'Ana'],
    ]);
    expect(await call(t.url, 'GET', '/tickets/u/not-a-uuid', { token: inbox.admin.token })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await call(t.url, 'GET', `/tickets-log/${ticket.id}`, { token: inbox.agentB.token })).toMatchObject({
      status: 403,
    });
  });
});

describe('DELETE /tickets/{id} and POST /tickets/closeAll', () => {
  it('delete is for roles with ticket-options:deleteTicket', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    expect(await call(t.url, 'DELETE', `/tickets/${ticket.id}`, { token: inbox.agentA.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'DELETE', `/tickets/${ticket.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 204,
    });
    expect(await call(t.url, 'DELETE', `/tickets/${ticket.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
  });

  it('closeAll closes the tickets of a status in the chosen queues (and those without queue), admins only', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    const pendingA = await insertTicket(db, inbox, { queueId: inbox.queueA.id });
    const pendingNoQueue = await insertTicket(db, inbox);
    const pendingB = await insertTicket(db, inbox, { queueId: inbox.queueB.id });
    const openA = await insertTicket(db, inbox, {
      status: 'open',
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
    });
    const body = { status: 'pending', queueIds: [inbox.queueA.id] };
    expect(await call(t.url, 'POST', '/tickets/closeAll', { token: inbox.agentA.token, body })).toMatchObject({
      status: 403,
    });
    expect(await call(t.url, 'POST', '/tickets/closeAll', { token: inbox.admin.token, body })).toMatchObject({
      status: 200,
      body: { closed: 2 },
    });
    const statuses = await db
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(inArray(tickets.id, [pendingA.id, pendingNoQueue.id, pendingB.id, openA.id]));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [pendingA.id]: 'closed',
      [pendingNoQueue.id]: 'closed',
      [pendingB.id]: 'pending',
      [openA.id]: 'open',
    });
    expect(await logOf(inbox.admin.token, pendingA.id)).toEqual(['closed']);
    expect(
      await call(t.url, 'POST', '/tickets/closeAll', { token: inbox.admin.token, body: { status: 'closed' } }),
    ).toMatchObject({ status: 400 });
  });
});
