import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer, MomentTicket } from '@guiche/shared';
import { attendanceCycles, companies, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertContact, insertTicket, type Inbox } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

/**
 * The ticket's attendance history as a test writes it, in place of the cycle its insertion opened (the tickets'
 * trigger, migration 0032, records cycles as of now).
 */
async function handMadeCycle(values: typeof attendanceCycles.$inferInsert): Promise<void> {
  await t.database.db.delete(attendanceCycles).where(eq(attendanceCycles.ticketId, values.ticketId));
  await t.database.db.insert(attendanceCycles).values(values);
}

/**
 * A company's attendances around 2 and 3 March 2026 (São Paulo, UTC−3 all year): each cycle is a ticket with known
 * queue, attendant and times, written straight to the table.
 */
async function scenario() {
  const inbox = await createInbox(t);
  const other = await createInbox(t);
  const cycle = async (
    box: Inbox,
    values: {
      queueId?: number | null;
      userId?: number | null;
      queuedAt: string;
      startedAt?: string;
      finishedAt?: string;
      rate?: number;
    },
  ) => {
    const ticket = await insertTicket(t.database.db, box, { queueId: values.queueId ?? null });
    await handMadeCycle({
      companyId: box.companyId,
      ticketId: ticket.id,
      whatsappId: box.connection.id,
      queueId: values.queueId ?? null,
      userId: values.userId ?? null,
      queuedAt: at(values.queuedAt),
      startedAt: values.startedAt ? at(values.startedAt) : null,
      finishedAt: values.finishedAt ? at(values.finishedAt) : null,
      rate: values.rate ?? null,
      ratedAt: values.rate === undefined ? null : at(values.finishedAt!),
    });
  };
  const [qA, qB, ana, bruno] = [inbox.queueA.id, inbox.queueB.id, inbox.agentA.user.id, inbox.agentB.user.id];
  // In the range: waits 10, 20, 5, 30 minutes; services 30, 60, 15; rates 10, 8, 3.
  await cycle(inbox, {
    queueId: qA,
    userId: ana,
    queuedAt: '2026-03-02T12:00:00Z',
    startedAt: '2026-03-02T12:10:00Z',
    finishedAt: '2026-03-02T12:40:00Z',
    rate: 10,
  });
  await cycle(inbox, {
    queueId: qA,
    userId: ana,
    queuedAt: '2026-03-02T13:00:00Z',
    startedAt: '2026-03-02T13:20:00Z',
    finishedAt: '2026-03-02T14:20:00Z',
    rate: 8,
  });
  await cycle(inbox, {
    queueId: qB,
    userId: bruno,
    queuedAt: '2026-03-03T10:00:00Z',
    startedAt: '2026-03-03T10:05:00Z',
    finishedAt: '2026-03-03T10:20:00Z',
    rate: 3,
  });
  await cycle(inbox, {
    queueId: qB,
    userId: bruno,
    queuedAt: '2026-03-03T11:00:00Z',
    startedAt: '2026-03-03T11:30:00Z',
  });
  await cycle(inbox, { queueId: qA, queuedAt: '2026-03-03T15:00:00Z' });
  await cycle(inbox, { queuedAt: '2026-03-03T16:00:00Z' });
  // 23:00 on 1 March in São Paulo, though 2 March in UTC: outside.
  await cycle(inbox, {
    queueId: qA,
    userId: ana,
    queuedAt: '2026-03-02T02:00:00Z',
    startedAt: '2026-03-02T02:10:00Z',
    finishedAt: '2026-03-02T02:30:00Z',
    rate: 0,
  });
  // Queued before the range, finished inside it: counts only as closed in the range.
  await cycle(inbox, {
    queueId: qB,
    userId: bruno,
    queuedAt: '2026-03-01T20:00:00Z',
    startedAt: '2026-03-01T20:30:00Z',
    finishedAt: '2026-03-02T12:00:00Z',
  });
  // Another company's attendance, in the range.
  await cycle(other, {
    queueId: other.queueA.id,
    userId: other.agentA.user.id,
    queuedAt: '2026-03-02T12:00:00Z',
    startedAt: '2026-03-02T12:01:00Z',
    finishedAt: '2026-03-02T12:02:00Z',
    rate: 1,
  });
  // Leads: contacts first seen in the range (two), and one before it.
  for (const createdAt of ['2026-03-02T15:00:00Z', '2026-03-03T20:00:00Z', '2026-03-01T12:00:00Z'])
    await insertContact(t.database.db, inbox.companyId, { createdAt: at(createdAt) });
  return inbox;
}

const get = <T>(token: string, path: string) => call<T>(t.url, 'GET', path, { token });
const RANGE = 'date_from=2026-03-02&date_to=2026-03-03';

describe('dashboard time zone of the call (spec 1 §9 zones)', () => {
  it('buckets days and hours in America/Monterrey for Spanish and America/Sao_Paulo for Portuguese', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    // 04:30Z on 2 March: 01h on 2 March in São Paulo (UTC−3), 22h on 1 March in Monterrey (UTC−6).
    await handMadeCycle({
      companyId: inbox.companyId,
      ticketId: ticket.id,
      queueId: inbox.queueA.id,
      queuedAt: at('2026-03-02T04:30:00Z'),
    });
    const token = inbox.admin.token;
    const totals = (query: string) =>
      get<{ unit: string; data: { label: string; total: number }[] }>(token, `/dashboard/total-atendimentos?${query}`);
    const range = 'date_from=2026-03-01&date_to=2026-03-02';
    expect((await totals(`${range}&timeZone=America%2FSao_Paulo`)).body.data).toEqual([
      { label: '2026-03-02', total: 1 },
    ]);
    expect((await totals(`${range}&timeZone=America%2FMonterrey`)).body.data).toEqual([
      { label: '2026-03-01', total: 1 },
    ]);
    expect((await totals(range)).body.data).toEqual([{ label: '2026-03-02', total: 1 }]);
    expect((await totals('date_from=2026-03-01&date_to=2026-03-01&timeZone=America%2FMonterrey')).body).toMatchObject({
      unit: 'hour',
      data: [{ label: '22', total: 1 }],
    });
    expect(await totals(`${range}&timeZone=Nowhere%2FCity`)).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });
});

describe('dashboard days in the company zone, across daylight-saving changes (New York)', () => {
  type Totals = { unit: string; count: number; data: { label: string; total: number }[] };

  /** A company on New York time with one cycle queued at each instant; totals asked without a zone (the company's). */
  async function newYorkCompany(queuedAt: string[]) {
    const inbox = await createInbox(t);
    await t.database.db
      .update(companies)
      .set({ timeZone: 'America/New_York' })
      .where(eq(companies.id, inbox.companyId));
    for (const instant of queuedAt) {
      const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
      await handMadeCycle({
        companyId: inbox.companyId,
        ticketId: ticket.id,
        queueId: inbox.queueA.id,
        queuedAt: at(instant),
      });
    }
    return async (query: string) =>
      (await get<Totals>(inbox.admin.token, `/dashboard/total-atendimentos?${query}`)).body;
  }

  it('8 March 2026 is a 23-hour day: from 00:00 EST to the next midnight EDT', async () => {
    // 00:00 EST, 03:30 EDT (just after the jump), 23:59 EDT, and 00:00 EDT on 9 March.
    const totals = await newYorkCompany([
      '2026-03-08T05:00:00Z',
      '2026-03-08T07:30:00Z',
      '2026-03-09T03:59:00Z',
      '2026-03-09T04:00:00Z',
    ]);
    expect(await totals('date_from=2026-03-08&date_to=2026-03-08')).toEqual({
      unit: 'hour',
      count: 3,
      data: [
        { label: '00', total: 1 },
        { label: '03', total: 1 },
        { label: '23', total: 1 },
      ],
    });
    expect((await totals('date_from=2026-03-08&date_to=2026-03-09')).data).toEqual([
      { label: '2026-03-08', total: 3 },
      { label: '2026-03-09', total: 1 },
    ]);
  });

  it('1 November 2026 is a 25-hour day: both 01:00 hours, and 23:30 EST still on it', async () => {
    const totals = await newYorkCompany([
      '2026-11-01T04:00:00Z',
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-02T04:30:00Z',
      '2026-11-02T05:00:00Z',
    ]);
    expect(await totals('date_from=2026-11-01&date_to=2026-11-01')).toEqual({
      unit: 'hour',
      count: 4,
      data: [
        { label: '00', total: 1 },
        { label: '01', total: 2 },
        { label: '23', total: 1 },
      ],
    });
    // A zone in the call wins over the company's.
    expect((await totals('date_from=2026-11-01&date_to=2026-11-01&timeZone=UTC')).count).toBe(3);
  });
});

describe('GET /dashboard and its charts: the numbers worked out by hand', () => {
  it('counters, attendants, per queue, per user, per day and hour, NPS split, closed, top attendant', async () => {
    const inbox = await scenario();
    const token = inbox.admin.token;
    const summary = await get<DashboardAnswer>(token, `/dashboard?${RANGE}`);
    expect(summary.status).toBe(200);
    // Waits (10+20+5+30)/4 = 16.25 → 16.3; services (30+60+15)/3 = 35.
    expect(summary.body.counters).toEqual({
      supportPending: 2,
      supportHappening: 1,
      supportFinished: 3,
      leads: 2,
      avgWaitTime: 16.3,
      avgSupportTime: 35,
    });
    const byName = Object.fromEntries(summary.body.attendants.map((a) => [a.name, a]));
    expect(byName.Ana).toMatchObject({
      tickets: 2,
      countRating: 2,
      rating: 9,
      avgWaitTime: 15,
      avgSupportTime: 45,
      online: false,
    });
    expect(byName.Bruno).toMatchObject({
      tickets: 2,
      countRating: 1,
      rating: 3,
      avgWaitTime: 17.5,
      avgSupportTime: 15,
    });
    expect(summary.body.attendants).toHaveLength(3);
    expect(summary.body.attendants.find((a) => a.id === inbox.admin.user.id)).toMatchObject({
      tickets: 0,
      rating: null,
      countRating: 0,
    });

    expect((await get(token, `/dashboard/queues?initialDate=2026-03-02&finalDate=2026-03-03`)).body).toEqual({
      data: [
        { queueId: inbox.queueA.id, name: 'Vendas', color: expect.any(String), total: 3 },
        { queueId: inbox.queueB.id, name: 'Suporte', color: expect.any(String), total: 2 },
        { queueId: null, name: '', color: '#9e9e9e', total: 1 },
      ],
    });
    expect((await get(token, `/dashboard/ticketsUsers?initialDate=2026-03-02&finalDate=2026-03-03`)).body).toEqual({
      data: [
        { userId: inbox.agentA.user.id, name: 'Ana', total: 2 },
        { userId: inbox.agentB.user.id, name: 'Bruno', total: 2 },
      ],
    });
    expect((await get(token, `/dashboard/total-atendimentos?${RANGE}`)).body).toEqual({
      unit: 'day',
      count: 6,
      data: [
        { label: '2026-03-02', total: 2 },
        { label: '2026-03-03', total: 4 },
      ],
    });
    // One day: per hour of São Paulo's clock (10:00Z is 07h there).
    expect(
      (await get(token, `/dashboard/total-atendimentos?initialDate=2026-03-03&finalDate=2026-03-03`)).body,
    ).toEqual({
      unit: 'hour',
      count: 4,
      data: ['07', '08', '12', '13'].map((label) => ({ label, total: 1 })),
    });
    // Rates 10, 8, 3: one good, one middling, one poor.
    expect((await get(token, `/dashboard/nps-info?${RANGE}`)).body).toEqual({
      total_notas: 3,
      boa: 1,
      media: 1,
      ruim: 1,
      nps: 0,
    });
    expect((await get(token, `/dashboard/atendimentos-encerrados?${RANGE}`)).body).toBe(4);
    // Ana and Bruno both had two; Ana's are better rated.
    expect((await get(token, `/dashboard/user-info?${RANGE}`)).body).toEqual({
      topAttendant: { id: inbox.agentA.user.id, name: 'Ana', tickets: 2, rating: 9 },
    });
  });

  it('a filter is required; a period counts days back from today; the range is bounded', async () => {
    const inbox = await createInbox(t);
    expect(await get(inbox.admin.token, '/dashboard')).toMatchObject({
      status: 400,
      body: { error: 'ERR_DASHBOARD_FILTER' },
    });
    expect(await get(inbox.admin.token, '/dashboard/nps-info')).toMatchObject({
      status: 400,
      body: { error: 'ERR_DASHBOARD_FILTER' },
    });
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await handMadeCycle({
      companyId: inbox.companyId,
      ticketId: ticket.id,
      queueId: inbox.queueA.id,
      queuedAt: new Date(),
    });
    expect((await get<DashboardAnswer>(inbox.admin.token, '/dashboard?days=3')).body.counters.supportPending).toBe(1);
    expect(await get(inbox.admin.token, '/dashboard?date_from=2026-03-05&date_to=2026-03-01')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await get(inbox.admin.token, '/dashboard?date_from=2024-01-01&date_to=2026-03-01')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('admins and users with showDashboard see it; allowRealTime opens /dashboard/moments', async () => {
    const inbox = await createInbox(t);
    expect(await get(inbox.agentA.token, `/dashboard?days=7`)).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await get(inbox.agentA.token, `/dashboard/moments`)).toMatchObject({ status: 403 });
    await t.database.db
      .update(users)
      .set({ showDashboard: 'enabled', allowRealTime: 'enabled' })
      .where(eq(users.id, inbox.agentA.user.id));
    expect((await get(inbox.agentA.token, `/dashboard?days=7`)).status).toBe(200);
    expect((await get(inbox.agentA.token, `/dashboard/moments`)).status).toBe(200);
  });
});

describe('GET /dashboard/moments', () => {
  it('active tickets of the company, by status, queue (0: none) and user', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const pending = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const open = await insertTicket(t.database.db, inbox, {
      queueId: inbox.queueB.id,
      status: 'open',
      userId: inbox.agentB.user.id,
    });
    const noQueue = await insertTicket(t.database.db, inbox, {});
    await insertTicket(t.database.db, inbox, { status: 'closed', queueId: inbox.queueA.id });
    await insertTicket(t.database.db, other, { queueId: other.queueA.id });
    const ids = async (query: string) =>
      (await get<MomentTicket[]>(inbox.admin.token, `/dashboard/moments${query}`)).body
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await ids('')).toEqual([pending.id, open.id, noQueue.id]);
    expect(await ids('?status=open')).toEqual([open.id]);
    expect(await ids(`?queueIds=[0,${inbox.queueA.id}]`)).toEqual([pending.id, noQueue.id]);
    expect(await ids('?queueIds=[null]')).toEqual([pending.id, open.id, noQueue.id]);
    expect((await get(inbox.admin.token, '/dashboard/moments?queueIds=[99999999999]')).status).toBe(400);
    expect(await ids(`?userId=${inbox.agentB.user.id}`)).toEqual([open.id]);
    const [row] = (await get<MomentTicket[]>(inbox.admin.token, `/dashboard/moments?status=open`)).body;
    expect(row).toMatchObject({
      user: { id: inbox.agentB.user.id, name: 'Bruno' },
      queue: { id: inbox.queueB.id, name: 'Suporte' },
      contact: { id: open.contactId },
    });
  });
});
