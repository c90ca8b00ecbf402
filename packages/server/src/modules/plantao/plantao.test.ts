import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLANTAO_WEEKDAYS, type PlantaoView } from '@guiche/shared';
import { tickets, whatsapps } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { pairedSimulator, phoneOf, type PhoneLine } from '../campaigns/testing/campaign-support.js';

let t: TestApp;
beforeAll(async () => {
  // A reminder interval of "1 minute" comes round in a second.
  t = await startTestApp({ ticketTimerMinuteMs: 1000 });
});
afterAll(() => t.close());

const allWeek = (start: string, end: string) =>
  PLANTAO_WEEKDAYS.map((day) => ({ ...day, startTime: start, endTime: end }));
const form = (userId: number, extra: Record<string, unknown> = {}) => ({
  userId,
  phone: '(11) 97777-0000',
  interval: 1,
  days: allWeek('', ''),
  ...extra,
});

describe('on-call duty', () => {
  it('admins keep the roster; the spec’s validation texts; others read it', async () => {
    const { admin, adminToken, attendantToken } = await createTeam(t);
    const noDay = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/plantao', {
      token: adminToken,
      body: form(admin.id),
    });
    expect(noDay.status).toBe(400);
    expect(noDay.body.issues.map((issue) => issue.message)).toContain('plantao.validation.oneDay');
    const halfDay = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/plantao', {
      token: adminToken,
      body: form(admin.id, {
        days: allWeek('', '').map((day, index) => (index === 0 ? { ...day, startTime: '08:00' } : day)),
      }),
    });
    expect(halfDay.body.issues.map((issue) => issue.message)).toContain('plantao.validation.endRequired');
    const days = allWeek('', '').map((day, index) =>
      index === 0 ? { ...day, startTime: '08:00', endTime: '18:00' } : day,
    );
    const created = await call<PlantaoView>(t.url, 'POST', '/plantao', {
      token: adminToken,
      body: form(admin.id, { days }),
    });
    expect(created).toMatchObject({
      status: 201,
      body: { userId: admin.id, user: { id: admin.id }, phone: '5511977770000', interval: 1 },
    });
    expect(created.body.days[0]).toEqual({
      weekday: 'Segunda-feira',
      weekdayEn: 'monday',
      startTime: '08:00',
      endTime: '18:00',
    });
    expect(created.body.days[1]).toMatchObject({ startTime: null, endTime: null });
    expect(
      (await call(t.url, 'POST', '/plantao', { token: attendantToken, body: form(admin.id, { days }) })).status,
    ).toBe(403);
    expect(
      (await call<PlantaoView[]>(t.url, 'GET', '/plantao', { token: attendantToken })).body.map((row) => row.id),
    ).toEqual([created.body.id]);
    const edited = await call<PlantaoView>(t.url, 'PUT', `/plantao/${created.body.id}`, {
      token: adminToken,
      body: form(admin.id, { days, interval: 5 }),
    });
    expect(edited.body.interval).toBe(5);
    const other = await createTeam(t);
    expect((await call(t.url, 'GET', `/plantao/${created.body.id}`, { token: other.adminToken })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/plantao/${created.body.id}`, { token: other.adminToken })).status).toBe(404);
    expect(
      (await call(t.url, 'POST', '/plantao', { token: other.adminToken, body: form(admin.id, { days }) })).status,
    ).toBe(404);
    expect((await call(t.url, 'DELETE', `/plantao/${created.body.id}`, { token: adminToken })).status).toBe(204);
  });

  it('tells the person on duty about a burst of waiting tickets through the default connection: a notice, then one digest', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const whatsappId = await pairedSimulator(t, adminToken);
    await t.database.db.update(whatsapps).set({ isDefault: true }).where(eq(whatsapps.id, whatsappId));
    const onCall = '5511966660000';
    await call(t.url, 'POST', '/plantao', {
      token: adminToken,
      body: form(admin.id, { phone: onCall, days: allWeek('00:00', '23:59') }),
    });
    const names = ['Lia', 'Ana', 'Bia', 'Caio', 'Davi'];
    await Promise.all(
      names.map((contactName, index) =>
        call(t.url, 'POST', `/simulator/${whatsappId}/chats/551195555000${index}/messages`, {
          token: adminToken,
          body: { contactName, body: 'Oi, preciso de ajuda' },
        }),
      ),
    );
    const opened = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
      (rows) => rows.length === names.length,
    );
    const ids = opened.map((ticket) => ticket.id).sort((a, b) => a - b);
    // The gap is 5 minutes of 1 s here: the digest comes about 5 s after the first notice.
    const named = (lines: PhoneLine[]) =>
      lines.flatMap((line) => [...line.body.matchAll(/#(\d+)/g)].map((match) => Number(match[1])));
    const lines = await waitFor(
      () => phoneOf(t, adminToken, whatsappId, onCall),
      (read) => named(read).length >= ids.length,
      30_000,
    );
    expect(lines.every((line) => line.direction === 'out' && line.body.startsWith('Plantão: '))).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(named(lines).sort((a, b) => a - b)).toEqual(ids);
  }, 60_000);
});
