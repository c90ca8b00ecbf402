import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type ContactEventPayload,
  type TagEventPayload,
  type TagRef,
  type TagView,
} from '@guiche/shared';
import type { DomainEventMap } from '../../events/domain-events.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertContact, insertTicket, loggedInUser } from '../contacts/testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const createTag = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
  const res = await call<TagView>(t.url, 'POST', '/tags', { token, body: { name, color: '#123abc', ...extra } });
  if (res.status !== 201) throw new Error(`tag ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** The next domain event of that name for the ticket (services announce; B's listeners turn them into emits). */
const nextTicketUpdate = (ticketId: number) =>
  new Promise<DomainEventMap['ticket.updated']>((resolve) => {
    t.app.services.events.on('ticket.updated', (payload) => {
      if (payload.ticketId === ticketId) resolve(payload);
    });
  });

describe('tags', () => {
  it('an attendant creates, renames and deletes a tag; names are checked with the spec’s texts', async () => {
    const { attendant, attendantToken } = await createTeam(t);
    const tag = await createTag(attendantToken, 'Cliente VIP');
    expect(tag).toEqual({
      id: expect.any(Number),
      name: 'Cliente VIP',
      color: '#123abc',
      kanban: 0,
      userId: attendant.id,
      contactsCount: 0,
      ticketsCount: 0,
    });
    const renamed = await call<TagView>(t.url, 'PUT', `/tags/${tag.id}`, {
      token: attendantToken,
      body: { name: 'VIP', color: '#000000', kanban: 1 },
    });
    expect(renamed.body).toMatchObject({ id: tag.id, name: 'VIP', color: '#000000', kanban: 1, userId: attendant.id });
    expect((await call<TagView>(t.url, 'GET', `/tags/${tag.id}`, { token: attendantToken })).body).toEqual(
      renamed.body,
    );
    expect((await call(t.url, 'DELETE', `/tags/${tag.id}`, { token: attendantToken })).status).toBe(204);
    expect(await call(t.url, 'GET', `/tags/${tag.id}`, { token: attendantToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NOT_FOUND' },
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'ab', color: '#123abc' }, 'name', 'validation.tagTooShort'],
      [{ name: '', color: '#123abc' }, 'name', 'validation.required'],
      [{ name: 'Valida', color: 'red' }, 'color', 'validation.invalidColor'],
      [{ name: 'Valida', color: '#123abc', kanban: 2 }, 'kanban', expect.any(String)],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(t.url, 'POST', '/tags', { token: attendantToken, body });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION', issues: expect.arrayContaining([{ path, message }]) },
      });
    }
  });

  it('a name is taken once per company whatever its case, even when two arrive together', async () => {
    const { adminToken, attendantToken } = await createTeam(t);
    const [first, second] = await Promise.all([
      call(t.url, 'POST', '/tags', { token: adminToken, body: { name: 'Urgente', color: '#ff0000' } }),
      call(t.url, 'POST', '/tags', { token: attendantToken, body: { name: 'URGENTE', color: '#00ff00' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first.body, second.body]).toContainEqual({ error: 'ERR_TAG_NAME_ALREADY_EXISTS' });
    const other = await createTag(adminToken, 'Outra');
    expect(
      await call(t.url, 'PUT', `/tags/${other.id}`, { token: adminToken, body: { name: 'urgente', color: '#ff0000' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'ERR_TAG_NAME_ALREADY_EXISTS' },
    });
    const otherCompany = await createTeam(t);
    expect(
      (
        await call(t.url, 'POST', '/tags', {
          token: otherCompany.adminToken,
          body: { name: 'Urgente', color: '#ff0000' },
        })
      ).status,
    ).toBe(201);
  });

  it('lists by name with counts, searched, paged by offset, and split by kanban', async () => {
    const { company, adminToken } = await createTeam(t);
    const [alpha, beta, lane] = [
      await createTag(adminToken, 'Alpha'),
      await createTag(adminToken, 'Beta'),
      await createTag(adminToken, 'Lane', { kanban: 1 }),
    ];
    const contact = await insertContact(t.database.db, company.id);
    const ticket = await insertTicket(t.database.db, company.id, contact.id);
    await call(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { contactId: contact.id, ticketId: ticket.id, tags: [{ id: alpha.id }, { id: lane.id }] },
    });

    const page = await call<{ tags: TagView[]; hasMore: boolean }>(t.url, 'GET', '/tags?offset=0&limit=2', {
      token: adminToken,
    });
    expect(page.body).toEqual({ tags: [{ ...alpha, contactsCount: 1, ticketsCount: 1 }, beta], hasMore: true });
    expect(
      (await call<{ tags: TagView[]; hasMore: boolean }>(t.url, 'GET', '/tags?offset=2&limit=2', { token: adminToken }))
        .body,
    ).toEqual({
      tags: [{ ...lane, contactsCount: 1, ticketsCount: 1 }],
      hasMore: false,
    });
    const names = (tags: TagView[]) => tags.map((tag) => tag.name);
    expect(
      names((await call<{ tags: TagView[] }>(t.url, 'GET', '/tags?searchParam=ET', { token: adminToken })).body.tags),
    ).toEqual(['Beta']);
    expect(
      names((await call<{ tags: TagView[] }>(t.url, 'GET', '/tags?kanban=1', { token: adminToken })).body.tags),
    ).toEqual(['Lane']);
    expect(names((await call<TagView[]>(t.url, 'GET', '/tags/kanban', { token: adminToken })).body)).toEqual(['Lane']);
    expect(names((await call<TagView[]>(t.url, 'GET', '/tags/list', { token: adminToken })).body)).toEqual([
      'Alpha',
      'Beta',
      'Lane',
    ]);
    expect(await call(t.url, 'GET', '/tags?limit=1000', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('another company’s tags are out of reach', async () => {
    const { adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const foreign = await createTag(other.adminToken, 'Deles');
    for (const [method, body] of [['GET'], ['PUT', { name: 'Nossa', color: '#000000' }], ['DELETE']] as const) {
      expect(
        await call(t.url, method, `/tags/${foreign.id}`, { token: adminToken, ...(body ? { body } : {}) }),
        method,
      ).toMatchObject({
        status: 404,
        body: { error: 'ERR_NOT_FOUND' },
      });
    }
    expect((await call<TagView[]>(t.url, 'GET', '/tags/list', { token: adminToken })).body).toEqual([]);
    expect((await call<TagView>(t.url, 'GET', `/tags/${foreign.id}`, { token: other.adminToken })).body.name).toBe(
      'Deles',
    );
  });
});

describe('tags on contacts and tickets', () => {
  it('POST /tags/sync replaces the contact’s and the ticket’s sets; GET /contactTags reads the contact’s', async () => {
    const { company, adminToken } = await createTeam(t);
    const [a, b, c] = [
      await createTag(adminToken, 'Tag A'),
      await createTag(adminToken, 'Tag B'),
      await createTag(adminToken, 'Tag C'),
    ];
    const contact = await insertContact(t.database.db, company.id);
    const ticket = await insertTicket(t.database.db, company.id, contact.id);
    const ref = ({ id, name, color }: TagView): TagRef => ({ id, name, color });

    const first = await call<{ tags: TagRef[] }>(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { contactId: contact.id, tags: [{ id: a.id }, { id: b.id }] },
    });
    expect(first).toMatchObject({ status: 200, body: { tags: [ref(a), ref(b)] } });
    const ticketUpdate = nextTicketUpdate(ticket.id);
    const second = await call<{ tags: TagRef[] }>(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: {
        contactId: contact.id,
        ticketId: ticket.id,
        tags: [{ id: c.id, name: 'ignored' }, { id: b.id }, { id: b.id }],
      },
    });
    expect(second.body.tags).toEqual([ref(b), ref(c)]);
    expect(await ticketUpdate).toEqual({ companyId: company.id, ticketId: ticket.id });
    expect(
      (await call<{ tags: TagRef[] }>(t.url, 'GET', `/contactTags/${contact.id}`, { token: adminToken })).body,
    ).toEqual({ tags: [ref(b), ref(c)] });
    const ticketOnly = await call<{ tags: TagRef[] }>(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { ticketId: ticket.id, tags: [] },
    });
    expect(ticketOnly.body).toEqual({ tags: [] });
    expect(
      (await call<{ tags: TagRef[] }>(t.url, 'GET', `/contactTags/${contact.id}`, { token: adminToken })).body.tags,
    ).toHaveLength(2);
    expect(await call(t.url, 'POST', '/tags/sync', { token: adminToken, body: { tags: [] } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('refuses another company’s tags, contacts and tickets, and a ticket of another contact, changing nothing', async () => {
    const { company, adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const mine = await createTag(adminToken, 'Minha');
    const theirs = await createTag(other.adminToken, 'Deles');
    const contact = await insertContact(t.database.db, company.id);
    const secondContact = await insertContact(t.database.db, company.id);
    const ticketOfSecond = await insertTicket(t.database.db, company.id, secondContact.id);
    const foreignContact = await insertContact(t.database.db, other.company.id);
    const foreignTicket = await insertTicket(t.database.db, other.company.id, foreignContact.id);
    await call(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { contactId: contact.id, tags: [{ id: mine.id }] },
    });

    const sync = (body: Record<string, unknown>) => call(t.url, 'POST', '/tags/sync', { token: adminToken, body });
    expect(await sync({ contactId: contact.id, tags: [{ id: theirs.id }] })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'tags' }] },
    });
    expect(await sync({ contactId: foreignContact.id, tags: [] })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(await sync({ ticketId: foreignTicket.id, tags: [] })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    expect(await sync({ contactId: contact.id, ticketId: ticketOfSecond.id, tags: [] })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'ticketId' }] },
    });
    expect(
      (await call<{ tags: TagRef[] }>(t.url, 'GET', `/contactTags/${contact.id}`, { token: adminToken })).body.tags.map(
        (tag) => tag.id,
      ),
    ).toEqual([mine.id]);
    expect(await call(t.url, 'GET', `/contactTags/${foreignContact.id}`, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
  });

  it('a ticket the attendant may not see cannot be tagged', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const queue = await createQueue(t.database.db, company.id);
    const contact = await insertContact(t.database.db, company.id);
    const ticket = await insertTicket(t.database.db, company.id, contact.id, { queueId: queue.id, status: 'pending' });
    const tag = await createTag(adminToken, 'Fila');
    expect(
      await call(t.url, 'POST', '/tags/sync', {
        token: attendantToken,
        body: { ticketId: ticket.id, tags: [{ id: tag.id }] },
      }),
    ).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await call(t.url, 'PUT', `/ticket-tags/${ticket.id}/${tag.id}`, { token: attendantToken })).status).toBe(
      403,
    );
  });

  it('kanban: PUT /ticket-tags puts a ticket in a lane, DELETE takes it out of its lanes and keeps its other tags', async () => {
    const { company, adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id);
    const ticket = await insertTicket(t.database.db, company.id, contact.id);
    const [todo, doing, plain] = [
      await createTag(adminToken, 'A fazer', { kanban: 1 }),
      await createTag(adminToken, 'Fazendo', { kanban: 1 }),
      await createTag(adminToken, 'Comum'),
    ];
    await call(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { ticketId: ticket.id, tags: [{ id: plain.id }, { id: todo.id }] },
    });

    const moved = nextTicketUpdate(ticket.id);
    expect((await call(t.url, 'DELETE', `/ticket-tags/${ticket.id}`, { token: adminToken })).status).toBe(204);
    await moved;
    const added = await call<{ tags: TagRef[] }>(t.url, 'PUT', `/ticket-tags/${ticket.id}/${doing.id}`, {
      token: adminToken,
    });
    expect(added.body.tags.map((tag) => tag.name)).toEqual(['Comum', 'Fazendo']);

    const foreignTag = await createTag(other.adminToken, 'Lane deles', { kanban: 1 });
    expect(await call(t.url, 'PUT', `/ticket-tags/${ticket.id}/${foreignTag.id}`, { token: adminToken })).toMatchObject(
      { status: 404, body: { error: 'ERR_NOT_FOUND' } },
    );
    expect(await call(t.url, 'DELETE', `/ticket-tags/${ticket.id}`, { token: other.adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TICKET_FOUND' },
    });
    expect(
      await call(t.url, 'PUT', `/ticket-tags/${ticket.id}/${doing.id}`, { token: other.adminToken }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_TICKET_FOUND' } });
  });
});

describe('live tag events', () => {
  it('tag changes reach the company’s sockets on company{id}-tag, contact tag changes the contact event; never another company', async () => {
    const { company, adminToken } = await createTeam(t);
    const other = await createTeam(t);
    const watcher = await loggedInUser(t, company.id, 'user');
    const mine = await connectSocket(t.url, {
      token: watcher.publicToken,
      companyId: company.id,
      userId: watcher.user.id,
    });
    const theirs = await connectSocket(t.url, {
      token: other.adminSession.publicToken,
      companyId: other.company.id,
      userId: other.admin.id,
    });
    const leakedTags = collect(theirs, serverEvents.tag(company.id));
    const leakedContacts = collect(theirs, serverEvents.contact(company.id));
    expect(serverEvents.tag(company.id)).toBe(`company${company.id}-tag`);

    const created = nextEvent<TagEventPayload>(mine, serverEvents.tag(company.id));
    const tag = await createTag(adminToken, 'Ao vivo');
    expect(await created).toEqual({ action: 'create', tag });
    const updated = nextEvent<TagEventPayload>(mine, serverEvents.tag(company.id));
    await call(t.url, 'PUT', `/tags/${tag.id}`, { token: adminToken, body: { name: 'Ao vivo 2', color: '#123abc' } });
    expect(await updated).toMatchObject({ action: 'update', tag: { id: tag.id, name: 'Ao vivo 2' } });

    const contact = await insertContact(t.database.db, company.id);
    const contactEvent = nextEvent<ContactEventPayload>(mine, serverEvents.contact(company.id));
    await call(t.url, 'POST', '/tags/sync', {
      token: adminToken,
      body: { contactId: contact.id, tags: [{ id: tag.id }] },
    });
    expect(await contactEvent).toMatchObject({
      action: 'update',
      contact: { id: contact.id, tags: [{ id: tag.id, name: 'Ao vivo 2' }] },
    });

    const deleted = nextEvent<TagEventPayload>(mine, serverEvents.tag(company.id));
    await call(t.url, 'DELETE', `/tags/${tag.id}`, { token: adminToken });
    expect(await deleted).toEqual({ action: 'delete', tagId: tag.id });

    const fence = nextEvent(theirs, serverEvents.tag(other.company.id));
    await createTag(other.adminToken, 'Cerca');
    await fence;
    expect(leakedTags).toEqual([]);
    expect(leakedContacts).toEqual([]);
    mine.close();
    theirs.close();
  });
});
