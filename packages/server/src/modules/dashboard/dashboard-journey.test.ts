import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer, ReportAnswer, TicketView } from '@guiche/shared';
import { attendanceCycles, userRatings } from '../../db/schema/index.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertTicket, type Inbox } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Cycle = typeof attendanceCycles.$inferSelect;
const cyclesOf = (ticketId: number) =>
  t.database.db
    .select()
    .from(attendanceCycles)
    .where(eq(attendanceCycles.ticketId, ticketId))
    .orderBy(asc(attendanceCycles.id));

/**
 * 10 March 2026 in São Paulo (UTC−3), minute by minute: the clock (Date only; timers stay real) is set before each
 * step, so every transition is stamped at a known minute. Each step logs in again, as the clock may have moved past
 * the access token's 15 minutes.
 */
function journey(inbox: Inbox) {
  const { db } = t.database;
  const at = (time: string) => new Date(`2026-03-10T${time}:00Z`);
  const users = { admin: inbox.admin.user, ana: inbox.agentA.user, bruno: inbox.agentB.user };
  return {
    at,
    /** A ticket in `queueId`, created at `time`, announced as the inbound pipeline announces it. */
    async arrives(time: string, queueId: number) {
      vi.setSystemTime(at(time));
      const ticket = await insertTicket(db, inbox, { queueId, createdAt: at(time) });
      t.app.services.events.emit('ticket.created', { companyId: inbox.companyId, ticketId: ticket.id });
      await waitFor(
        () => cyclesOf(ticket.id),
        (rows) => rows.length === 1,
      );
      return ticket.id;
    },
    /** PUT /tickets/{id} by `who` at `time`, then waits until the recorder has written what `settled` expects. */
    async moves(
      time: string,
      who: keyof typeof users,
      ticketId: number,
      body: Record<string, unknown>,
      settled: (cycles: Cycle[]) => boolean,
    ) {
      vi.setSystemTime(at(time));
      const { token } = await login(t.url, users[who].email, users[who].password);
      const res = await call<TicketView>(t.url, 'PUT', `/tickets/${ticketId}`, { token, body });
      expect(res.status).toBe(200);
      const cycles = await waitFor(() => cyclesOf(ticketId), settled);
      expect(settled(cycles)).toBe(true);
    },
    /** The contact's answer to the rating question, as the ratings hook stores it before closing. */
    async rates(time: string, ticketId: number, userId: number, rate: number) {
      await db.insert(userRatings).values({ companyId: inbox.companyId, ticketId, userId, rate, createdAt: at(time) });
    },
  };
}

describe('the dashboard of tickets moved through the API: accepts, a transfer, a reopening, ratings', () => {
  it('answers the numbers worked out by hand', async () => {
    const inbox = await createInbox(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    const j = journey(inbox);
    const [qA, qB, ana, bruno] = [inbox.queueA.id, inbox.queueB.id, inbox.agentA.user.id, inbox.agentB.user.id];
    const last = (cycles: Cycle[]) => cycles[cycles.length - 1];

    // Ticket 1: queued 12:00 in Vendas, Ana takes it at 12:10 (wait 10), the admin hands it to Bruno in Suporte at
    // 12:25, Bruno resolves at 12:40 (service 30, rated 9). Reopened by Bruno at 13:00 (a second cycle: wait 0),
    // resolved at 13:20 (service 20, not rated).
    const first = await j.arrives('12:00', qA);
    await j.moves('12:10', 'ana', first, { status: 'open', userId: ana }, (c) => last(c)?.startedAt !== null);
    await j.moves(
      '12:25',
      'admin',
      first,
      { status: 'open', userId: bruno, queueId: qB },
      (c) => last(c)?.userId === bruno,
    );
    await j.rates('12:39', first, bruno, 9);
    await j.moves('12:40', 'bruno', first, { status: 'closed' }, (c) => last(c)?.rate === 9);
    await j.moves('13:00', 'bruno', first, { status: 'open' }, (c) => c.length === 2 && c[1]!.startedAt !== null);
    await j.moves('13:20', 'bruno', first, { status: 'closed' }, (c) => c[1]?.finishedAt !== null);
    // Ticket 2: queued 12:05 in Vendas, Ana takes it at 12:35 (wait 30), resolves at 13:05 (service 30, rated 6).
    const second = await j.arrives('12:05', qA);
    await j.moves('12:35', 'ana', second, { status: 'open', userId: ana }, (c) => last(c)?.startedAt !== null);
    await j.rates('13:04', second, ana, 6);
    await j.moves('13:05', 'ana', second, { status: 'closed' }, (c) => last(c)?.rate === 6);
    // Ticket 3: queued 12:30 in Suporte, still waiting. Ticket 4: queued 12:50 in Vendas, given to Bruno at 12:55
    // (wait 5), still in attendance.
    await j.arrives('12:30', qB);
    const fourth = await j.arrives('12:50', qA);
    await j.moves('12:55', 'admin', fourth, { status: 'open', userId: bruno }, (c) => last(c)?.startedAt !== null);
    vi.useRealTimers();

    const cycles = [...(await cyclesOf(first)), ...(await cyclesOf(second)), ...(await cyclesOf(fourth))];
    expect(cycles.map((c) => [c.queuedAt, c.startedAt, c.finishedAt, c.userId, c.queueId, c.rate])).toEqual([
      [j.at('12:00'), j.at('12:10'), j.at('12:40'), bruno, qB, 9],
      [j.at('13:00'), j.at('13:00'), j.at('13:20'), bruno, qB, null],
      [j.at('12:05'), j.at('12:35'), j.at('13:05'), ana, qA, 6],
      [j.at('12:50'), j.at('12:55'), null, bruno, qA, null],
    ]);

    const { token } = await login(t.url, inbox.admin.user.email, inbox.admin.user.password);
    const get = async <T>(path: string) => {
      const res = await call<T>(t.url, 'GET', path, { token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const DAY = 'date_from=2026-03-10&date_to=2026-03-10';
    const summary = await get<DashboardAnswer>(`/dashboard?${DAY}`);
    // Five cycles: one waiting, one in attendance, three resolved. Waits 10, 0, 30, 5 → 11.25 → 11.3; services
    // 30, 20, 30 → 26.67 → 26.7.
    expect(summary.counters).toMatchObject({
      supportPending: 1,
      supportHappening: 1,
      supportFinished: 3,
      avgWaitTime: 11.3,
      avgSupportTime: 26.7,
    });
    const byName = Object.fromEntries(summary.attendants.map((a) => [a.name, a]));
    // Bruno: ticket 1's two cycles (the transfer made the first his) and ticket 4; waits 10, 0, 5; services 30, 20.
    expect(byName.Bruno).toMatchObject({ tickets: 3, countRating: 1, rating: 9, avgWaitTime: 5, avgSupportTime: 25 });
    expect(byName.Ana).toMatchObject({ tickets: 1, countRating: 1, rating: 6, avgWaitTime: 30, avgSupportTime: 30 });

    // Suporte: ticket 1's two cycles and ticket 3; Vendas: tickets 2 and 4.
    expect((await get(`/dashboard/queues?${DAY}`)) as unknown).toEqual({
      data: [
        { queueId: qB, name: 'Suporte', color: expect.any(String), total: 3 },
        { queueId: qA, name: 'Vendas', color: expect.any(String), total: 2 },
      ],
    });
    expect(await get(`/dashboard/ticketsUsers?${DAY}`)).toEqual({
      data: [
        { userId: bruno, name: 'Bruno', total: 3 },
        { userId: ana, name: 'Ana', total: 1 },
      ],
    });
    // Queued at 09:00, 09:05, 09:30, 09:50 and 10:00 São Paulo time.
    expect(await get(`/dashboard/total-atendimentos?${DAY}`)).toEqual({
      unit: 'hour',
      count: 5,
      data: [
        { label: '09', total: 4 },
        { label: '10', total: 1 },
      ],
    });
    // Rates 9 and 6: one good, one poor; NPS (1 − 1) / 2 = 0.
    expect(await get(`/dashboard/nps-info?${DAY}`)).toEqual({ total_notas: 2, boa: 1, media: 0, ruim: 1, nps: 0 });
    expect(await get(`/dashboard/atendimentos-encerrados?${DAY}`)).toBe(3);
    expect(await get(`/dashboard/user-info?${DAY}`)).toEqual({
      topAttendant: { id: bruno, name: 'Bruno', tickets: 3, rating: 9 },
    });

    // The report sums a ticket's attendances: ticket 1 was attended 30 + 20 minutes.
    const report = await get<ReportAnswer>(`/ticket/reports?dateFrom=2026-03-10&dateTo=2026-03-10&pageSize=10`);
    const rows = Object.fromEntries(report.tickets.map((row) => [row.id, row]));
    expect(report.totalTickets.total).toBe(4);
    expect(rows[first]).toMatchObject({
      status: 'closed',
      supportTime: 50,
      NPS: 9,
      userName: 'Bruno',
      queueName: 'Suporte',
    });
    expect(rows[second]).toMatchObject({
      status: 'closed',
      supportTime: 30,
      NPS: 6,
      userName: 'Ana',
      queueName: 'Vendas',
    });
    expect(rows[fourth]).toMatchObject({ status: 'open', supportTime: null, NPS: null });
  });
});
