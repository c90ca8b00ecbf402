import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserToQueue, insertContact, insertTicket } from '../../modules/contacts/testing/fixtures.js';
import { insertMessage } from '../../modules/tickets/testing/inbox.js';
import { createCompany, createConnection, createQueue, createUser } from '../factories.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { ALLOWED_ORIGIN, specClient } from './spec-client.js';

/**
 * Issue 34, "Reads refused": the ticket manager's search tab and the queue filters as a spec client sends them
 * (every filter a JSON list in the query string, `0` for "no queue"), read as that client does: untyped JSON over
 * plain fetch from its own origin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [ALLOWED_ORIGIN] } });
});
afterAll(() => t.close());

const { api, logIn } = specClient(() => t);

/** The search tab's request, its parameters serialized as the browser does (brackets and spaces encoded). */
const searchTab = (term: string) =>
  `/tickets?${new URLSearchParams({ status: 'search', searchParam: term, tags: '[]', users: '[]', whatsapps: '[]', statusFilter: '[]', showAll: 'true', pageNumber: '1' })}`;

const ticketIds = (body: { tickets: { id: number }[] }) =>
  body.tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

/** A company whose attendant works queue "Vendas" only, with conversations in and around it. */
async function world() {
  const { db } = t.database;
  const company = await createCompany(db);
  const admin = await createUser(db, company.id, { profile: 'admin' });
  const attendant = await createUser(db, company.id, { profile: 'user' });
  const [sales, support] = [
    await createQueue(db, company.id, { name: 'Vendas' }),
    await createQueue(db, company.id, { name: 'Suporte' }),
  ];
  await addUserToQueue(db, attendant.id, sales.id);
  const connection = await createConnection(db, company.id, { channel: 'whatsapp' });
  const ticket = (contactId: number, values: Parameters<typeof insertTicket>[3]) =>
    insertTicket(db, company.id, contactId, { whatsappId: connection.id, ...values });

  const angela = await insertContact(db, company.id, { name: 'Ângela Conceição', number: '5511988887777' });
  const angelaEarlier = await ticket(angela.id, {
    status: 'closed',
    queueId: sales.id,
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  });
  const angelaLatest = await ticket(angela.id, { status: 'pending', queueId: sales.id });
  const writer = await insertContact(db, company.id, { name: 'Rui' });
  const withMessage = await ticket(writer.id, { status: 'open', userId: attendant.id, queueId: sales.id });
  await insertMessage(db, withMessage, 'Quero saber da promoção de verão');
  const hidden = await ticket((await insertContact(db, company.id, { name: 'Angelo Suporte' })).id, {
    status: 'open',
    userId: admin.id,
    queueId: support.id,
  });
  const noQueue = await ticket((await insertContact(db, company.id, { name: 'Sem Fila' })).id, {
    status: 'pending',
    queueId: null,
  });
  // Another company's Ângela, with the same number, never shows.
  const other = await createCompany(db);
  await insertTicket(
    db,
    other.id,
    (await insertContact(db, other.id, { name: 'Ângela Conceição', number: '5511988887777' })).id,
    { status: 'pending' },
  );

  return {
    admin: await logIn(admin.email, admin.password),
    attendant: await logIn(attendant.email, attendant.password),
    sales,
    angelaEarlier,
    angelaLatest,
    withMessage,
    hidden,
    noQueue,
  };
}

describe('the search tab: GET /tickets?status=search with its filters as JSON lists', () => {
  it('finds the latest ticket of a conversation by a name typed without accents, by number, by a word of a message', async () => {
    const w = await world();
    const byName = await api(w.admin, 'GET', searchTab('angela conceicao'));
    expect(byName.status).toBe(200);
    expect(byName.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(byName.body).toMatchObject({ count: 1, hasMore: false });
    expect(byName.body.tickets).toEqual([
      expect.objectContaining({
        id: w.angelaLatest.id,
        status: 'pending',
        contact: expect.objectContaining({ name: 'Ângela Conceição' }),
      }),
    ]);

    expect(ticketIds((await api(w.admin, 'GET', searchTab('(11) 98888-7777'))).body)).toEqual([w.angelaLatest.id]);
    expect(ticketIds((await api(w.admin, 'GET', searchTab('promocao'))).body)).toEqual([w.withMessage.id]);
    // "ANGEL" matches both Ângela and Angelo for the admin; an empty search lists every conversation once.
    expect(ticketIds((await api(w.admin, 'GET', searchTab('ANGEL'))).body)).toEqual([w.angelaLatest.id, w.hidden.id]);
    expect(ticketIds((await api(w.admin, 'GET', searchTab(''))).body)).toEqual([
      w.angelaLatest.id,
      w.withMessage.id,
      w.hidden.id,
      w.noQueue.id,
    ]);
  });

  it('narrows by statusFilter, and a user only finds what the visibility rule lets them see', async () => {
    const w = await world();
    const closed = `/tickets?${new URLSearchParams({ status: 'search', searchParam: 'angela', tags: '[]', users: '[]', whatsapps: '[]', statusFilter: '["closed"]', showAll: 'true', pageNumber: '1' })}`;
    expect(ticketIds((await api(w.admin, 'GET', closed)).body)).toEqual([w.angelaEarlier.id]);
    // Angelo's ticket is in a queue the attendant does not work, held by the admin.
    expect(ticketIds((await api(w.attendant, 'GET', searchTab('angel'))).body)).toEqual([w.angelaLatest.id]);
    expect(ticketIds((await api(w.attendant, 'GET', searchTab('suporte'))).body)).toEqual([]);
  });

  it('pages by pageNumber with the same { tickets, count, hasMore } answer', async () => {
    const w = await world();
    const second = await api(w.admin, 'GET', searchTab('angela').replace('pageNumber=1', 'pageNumber=2'));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ tickets: [], count: 1, hasMore: false });
  });
});

describe('queueIds with 0 ("no queue") and [null]', () => {
  it('GET /tickets: [0] lists the tickets without a queue, [null] is no filter', async () => {
    const w = await world();
    const list = (queueIds: string) =>
      api(
        w.admin,
        'GET',
        `/tickets?${new URLSearchParams({ pageNumber: '1', status: 'pending', showAll: 'true', queueIds })}`,
      );
    expect(ticketIds((await list('[0]')).body)).toEqual([w.noQueue.id]);
    expect(ticketIds((await list(`[0,${w.sales.id}]`)).body)).toEqual([w.angelaLatest.id, w.noQueue.id]);
    expect(ticketIds((await list('[null]')).body)).toEqual([w.angelaLatest.id, w.noQueue.id]);
  });

  it('GET /ticket/kanban: [0] adds the tickets without a queue the caller may see, [null] is no filter', async () => {
    const w = await world();
    const board = async (queueIds: string) => {
      const answer = await api(w.attendant, 'GET', `/ticket/kanban?${new URLSearchParams({ queueIds })}`);
      expect(answer.status).toBe(200);
      return ticketIds(answer.body);
    };
    // The attendant has no allTicket ("Ver atendimentos sem fila"): no ticket without a queue is theirs to see.
    expect(await board(`[${w.sales.id},0]`)).toEqual([w.angelaLatest.id, w.withMessage.id]);
    expect(await board('[0]')).toEqual([]);
    expect(await board('[null]')).toEqual([w.angelaLatest.id, w.withMessage.id]);
  });
});
