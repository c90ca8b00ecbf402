import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, tickets } from '../../db/schema/index.js';
import { addUserToQueue, insertContact, insertTicket } from '../../modules/contacts/testing/fixtures.js';
import { createCompany, createQueue, createUser } from '../factories.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { ALLOWED_ORIGIN, specClient } from './spec-client.js';

/**
 * Issue 34, "Answers that crash screens": the answers a spec client's screens read as they are (a count, a list it
 * calls forEach on, user.tickets.length, queue.UserQueue.queueId, form texts validated as strings), read here as
 * that client does: untyped JSON over plain fetch from its own origin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [ALLOWED_ORIGIN] } });
});
afterAll(() => t.close());

const { api, keepCookies, logIn } = specClient(() => t);

async function company() {
  const row = await createCompany(t.database.db);
  const admin = await createUser(t.database.db, row.id, { profile: 'admin' });
  return { company: row, admin, client: await logIn(admin.email, admin.password) };
}

describe('answers a spec client reads as they are', () => {
  it('GET /dashboard/atendimentos-encerrados is the count itself, a bare number', async () => {
    const { company: own, client } = await company();
    const contact = await insertContact(t.database.db, own.id);
    const ticket = await insertTicket(t.database.db, own.id, contact.id, { status: 'open', userId: client.user.id });
    await t.database.db
      .update(tickets)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(tickets.id, ticket.id));

    const answer = await api(client, 'GET', '/dashboard/atendimentos-encerrados?days=7');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(typeof answer.body).toBe('number');
    expect(answer.body).toBe(1);
  });

  it('GET /invoices/all is an array of invoices, paged by pageNumber', async () => {
    const { company: own, client } = await company();
    const dueDates = Array.from(
      { length: 21 },
      (_, i) => `2030-${String((i % 12) + 1).padStart(2, '0')}-${String(Math.floor(i / 12) + 10)}`,
    );
    await t.database.db
      .insert(invoices)
      .values(dueDates.map((dueDate) => ({ companyId: own.id, detail: 'Plano', value: '49.90', dueDate })));

    const seen: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const answer = await api(client, 'GET', `/invoices/all?searchParam=&pageNumber=${pageNumber}`);
      expect(answer.status).toBe(200);
      expect(Array.isArray(answer.body)).toBe(true);
      answer.body.forEach((invoice: { id: number; value: number; status: string; dueDate: string }) => {
        expect(invoice).toMatchObject({ value: 49.9, status: 'open', dueDate: expect.any(String) });
        seen.push(invoice.id);
      });
    }
    expect(seen).toHaveLength(21);
    expect(new Set(seen).size).toBe(21);
  });

  it("GET /users and /users/:id carry each user's open tickets, or []", async () => {
    const { company: own, client } = await company();
    const busy = await createUser(t.database.db, own.id, { name: 'Ana Atendente' });
    const idle = await createUser(t.database.db, own.id, { name: 'Bruno Atendente' });
    const queue = await createQueue(t.database.db, own.id, { name: 'Vendas' });
    const contact = await insertContact(t.database.db, own.id, { name: 'Rita' });
    const open = await insertTicket(t.database.db, own.id, contact.id, {
      status: 'open',
      userId: busy.id,
      queueId: queue.id,
    });
    // Not open, or not the user's: never among the user's tickets.
    await insertTicket(t.database.db, own.id, (await insertContact(t.database.db, own.id)).id, {
      status: 'pending',
      userId: busy.id,
    });
    await insertTicket(t.database.db, own.id, (await insertContact(t.database.db, own.id)).id, {
      status: 'closed',
      userId: busy.id,
    });
    await insertTicket(t.database.db, own.id, (await insertContact(t.database.db, own.id)).id, { status: 'open' });
    // Another company's open ticket of a user with the same name stays there.
    const other = await createCompany(t.database.db);
    const stranger = await createUser(t.database.db, other.id, { name: 'Ana Atendente' });
    await insertTicket(t.database.db, other.id, (await insertContact(t.database.db, other.id)).id, {
      status: 'open',
      userId: stranger.id,
    });

    const list = await api(client, 'GET', '/users/?searchParam=&pageNumber=1');
    expect(list.status).toBe(200);
    const byId = new Map<number, { tickets: { id: number }[] }>(
      list.body.users.map((user: { id: number; tickets: { id: number }[] }) => [user.id, user]),
    );
    list.body.users.forEach((user: { tickets: unknown[] }) => expect(Array.isArray(user.tickets)).toBe(true));
    expect(byId.get(idle.id)?.tickets).toEqual([]);
    expect(byId.get(busy.id)?.tickets).toEqual([
      {
        id: open.id,
        uuid: open.uuid,
        status: 'open',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        contact: { id: contact.id, name: 'Rita', number: contact.number },
        user: { id: busy.id, name: 'Ana Atendente' },
        queue: { id: queue.id, name: 'Vendas', color: queue.color },
      },
    ]);
    expect(byId.get(busy.id)?.tickets.length).toBe(1);

    const one = await api(client, 'GET', `/users/${busy.id}`);
    expect(one.status).toBe(200);
    expect(one.body.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([open.id]);
    expect((await api(client, 'GET', `/users/${idle.id}`)).body.tickets).toEqual([]);
  });

  it('the session user carries each queue with its UserQueue (login, refresh, /auth/me)', async () => {
    const { company: own } = await company();
    const attendant = await createUser(t.database.db, own.id);
    const queue = await createQueue(t.database.db, own.id);
    await addUserToQueue(t.database.db, attendant.id, queue.id);
    const client = await logIn(attendant.email, attendant.password);
    const expected = { userId: attendant.id, queueId: queue.id };
    expect(client.user.queues).toEqual([expect.objectContaining({ id: queue.id, UserQueue: expected })]);

    const refreshed = await api(client, 'POST', '/auth/refresh_token');
    expect(refreshed.status).toBe(200);
    client.token = String(refreshed.body.token);
    keepCookies(client, refreshed.headers);
    expect(refreshed.body.user.queues[0].UserQueue).toEqual(expected);

    const me = await api(client, 'GET', '/auth/me');
    expect(me.status).toBe(200);
    const queueIds = me.body.queues.map((item: { UserQueue: { queueId: number } }) => item.UserQueue.queueId);
    expect(queueIds).toEqual([queue.id]);
  });

  it('answers "" for the texts a form validates as strings: a queue created without greeting, a user, a contact', async () => {
    const { company: own, client } = await company();
    const created = await api(client, 'POST', '/queue', { name: 'Suporte', color: '#0000ff' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ greetingMessage: '', outOfHoursMessage: '' });
    const listed = await api(client, 'GET', '/queue');
    expect(listed.body.find((queue: { id: number }) => queue.id === created.body.id)).toMatchObject({
      greetingMessage: '',
      outOfHoursMessage: '',
    });
    expect((await api(client, 'GET', `/queue/${created.body.id}`)).body).toMatchObject({
      greetingMessage: '',
      outOfHoursMessage: '',
    });

    const user = await api(client, 'GET', `/users/${client.user.id}`);
    expect(user.body).toMatchObject({ farewellMessage: '', wpp: '', whatsappId: null });

    const contact = await insertContact(t.database.db, own.id, { email: null });
    expect((await api(client, 'GET', `/contacts/${contact.id}`)).body).toMatchObject({
      email: '',
      number: contact.number,
    });
  });
});
