import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maskPhoneNumber,
  serverEvents,
  type ScheduleEventPayload,
  type ScheduleListAnswer,
  type ScheduleView,
} from '@guiche/shared';
import { companies, plans, schedules } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertContact, loggedInUser } from '../contacts/testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A company with an admin and two attendants, and a contact to write to. */
async function staff() {
  const team = await createTeam(t);
  const user = await loggedInUser(t, team.company.id, 'user');
  const colleague = await loggedInUser(t, team.company.id, 'user');
  const contact = await insertContact(t.database.db, team.company.id, { name: 'Carla Souza', number: '5511987654321' });
  return { ...team, user, colleague, contact };
}

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await call<ScheduleView>(t.url, 'POST', '/schedules', { token, body });
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const list = async (token: string, query = '') =>
  (await call<ScheduleListAnswer>(t.url, 'GET', `/schedules${query}`, { token })).body;

describe('schedules: the form', () => {
  it('creates in the caller’s name, reads it back, edits and deletes it', async () => {
    const { user, contact } = await staff();
    const sendAt = inHours(2);
    const created = await create(user.token, { body: '  Lembrete da consulta  ', contactId: contact.id, sendAt });
    expect(created).toEqual({
      id: expect.any(Number),
      body: 'Lembrete da consulta',
      contactId: contact.id,
      contact: { id: contact.id, name: 'Carla Souza', number: '5511987654321' },
      userId: user.user.id,
      user: { id: user.user.id, name: user.user.name },
      sendAt: new Date(sendAt).toISOString(),
      sentAt: null,
      status: 'PENDENTE',
      failedReason: null,
      ticketId: null,
      createdAt: expect.any(String),
    });
    expect(await call(t.url, 'GET', `/schedules/${created.id}`, { token: user.token })).toMatchObject({
      status: 200,
      body: created,
    });

    const later = inHours(5);
    const edited = await call<ScheduleView>(t.url, 'PUT', `/schedules/${created.id}`, {
      token: user.token,
      body: { body: 'Consulta remarcada', contactId: contact.id, sendAt: later },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        body: 'Consulta remarcada',
        sendAt: new Date(later).toISOString(),
        userId: user.user.id,
        status: 'PENDENTE',
      },
    });

    expect((await call(t.url, 'DELETE', `/schedules/${created.id}`, { token: user.token })).status).toBe(204);
    expect(await call(t.url, 'GET', `/schedules/${created.id}`, { token: user.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_SCHEDULE_NOT_FOUND' },
    });
    expect(await call(t.url, 'DELETE', `/schedules/${created.id}`, { token: user.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_SCHEDULE_NOT_FOUND' },
    });
  });

  it('answers the validation messages of spec 3 §5, and refuses a time in the past', async () => {
    const { user, contact } = await staff();
    const post = (body: Record<string, unknown>) => call(t.url, 'POST', '/schedules', { token: user.token, body });
    expect(await post({ body: 'Oi', contactId: contact.id, sendAt: inHours(1) })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'body', message: 'validation.messageTooShort' }] },
    });
    expect(await post({ body: 'Mensagem longa o bastante' })).toMatchObject({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        issues: expect.arrayContaining([
          { path: 'contactId', message: 'validation.required' },
          { path: 'sendAt', message: 'validation.required' },
        ]),
      },
    });
    expect(await post({ body: 'Mensagem longa', contactId: contact.id, sendAt: '31/12/2030 10:00' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'sendAt', message: 'validation.required' }] },
    });
    expect(await post({ body: 'Mensagem longa', contactId: contact.id, sendAt: inHours(-0.1) })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'sendAt', message: 'validation.sendAtPast' }] },
    });
    // Within a minute of now is still now (the form's clock and the time to submit it).
    expect(
      (
        await post({
          body: 'Mensagem longa',
          contactId: contact.id,
          sendAt: new Date(Date.now() - 30_000).toISOString(),
        })
      ).status,
    ).toBe(201);
    expect(await post({ body: 'Mensagem longa', contactId: 999_999_999, sendAt: inHours(1) })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect(await call(t.url, 'GET', '/schedules/abc', { token: user.token })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('reads a wall-clock sendAt in the company zone: the later instant in the spring gap, the earlier in the fall overlap', async () => {
    const { user, contact, company } = await staff();
    const sendAtOf = async (sendAt: string) =>
      (await create(user.token, { body: 'Lembrete', contactId: contact.id, sendAt })).sendAt;
    // São Paulo, the zone a company starts with, has no daylight saving: 02:30 is 05:30Z.
    expect(await sendAtOf('2027-03-14T02:30')).toBe('2027-03-14T05:30:00.000Z');
    await t.database.db.update(companies).set({ timeZone: 'America/New_York' }).where(eq(companies.id, company.id));
    expect(await sendAtOf('2027-03-14T02:30')).toBe('2027-03-14T07:30:00.000Z');
    expect(await sendAtOf('2027-03-14T01:59')).toBe('2027-03-14T06:59:00.000Z');
    expect(await sendAtOf('2027-11-07 01:30:00')).toBe('2027-11-07T05:30:00.000Z');
    expect(await sendAtOf('2027-11-07 02:30:00')).toBe('2027-11-07T07:30:00.000Z');
    // An instant with its offset is taken as it is.
    expect(await sendAtOf('2027-11-07T01:30:00-05:00')).toBe('2027-11-07T06:30:00.000Z');
  });
  it('an edit that keeps an overdue time keeps it; one that moves it must move it ahead', async () => {
    const { user, contact } = await staff();
    const schedule = await create(user.token, { body: 'Mensagem atrasada', contactId: contact.id, sendAt: inHours(1) });
    // As if the server had been down past its time.
    const overdue = new Date(Date.now() - HOUR_MS);
    await t.database.db
      .update(schedules)
      .set({ sendAt: overdue, status: 'ERRO', failedReason: 'ERR_NO_DEF_WAPP_FOUND' })
      .where(eq(schedules.id, schedule.id));
    const put = (sendAt: string) =>
      call<ScheduleView>(t.url, 'PUT', `/schedules/${schedule.id}`, {
        token: user.token,
        body: { body: 'Mensagem de novo', contactId: contact.id, sendAt },
      });
    expect(await put(inHours(-0.5))).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'sendAt', message: 'validation.sendAtPast' }] },
    });
    // Saved again, a failed schedule waits to be sent anew: at once, being overdue. The company has no connection,
    // which no retry would cure, so it fails again with that reason.
    expect(await put(overdue.toISOString())).toMatchObject({
      status: 200,
      body: { status: 'PENDENTE', failedReason: null },
    });
    const read = () =>
      call<ScheduleView>(t.url, 'GET', `/schedules/${schedule.id}`, { token: user.token }).then((r) => r.body);
    expect(await waitFor(read, (s) => s.status !== 'PENDENTE')).toMatchObject({
      status: 'ERRO',
      failedReason: 'ERR_NO_DEF_WAPP_FOUND',
      sentAt: null,
    });
  });
});

describe('schedules: who may do what', () => {
  it('only admins schedule in another user’s name, and only for users of the company', async () => {
    const { adminToken, user, colleague, contact } = await staff();
    const other = await createTeam(t);
    const asColleague = {
      body: 'Em nome de outro',
      contactId: contact.id,
      sendAt: inHours(1),
      userId: colleague.user.id,
    };
    expect(await call(t.url, 'POST', '/schedules', { token: user.token, body: asColleague })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect((await create(user.token, { ...asColleague, userId: user.user.id })).userId).toBe(user.user.id);
    const byAdmin = await create(adminToken, asColleague);
    expect(byAdmin).toMatchObject({
      userId: colleague.user.id,
      user: { id: colleague.user.id, name: colleague.user.name },
    });
    expect(
      await call(t.url, 'POST', '/schedules', { token: adminToken, body: { ...asColleague, userId: other.admin.id } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    // The admin's edit without userId keeps the schedule's user.
    const edited = await call<ScheduleView>(t.url, 'PUT', `/schedules/${byAdmin.id}`, {
      token: adminToken,
      body: { body: 'Texto revisto', contactId: contact.id, sendAt: byAdmin.sendAt },
    });
    expect(edited.body.userId).toBe(colleague.user.id);
    expect(
      await call(t.url, 'PUT', `/schedules/${byAdmin.id}`, {
        token: colleague.token,
        body: { body: 'Texto revisto', contactId: contact.id, sendAt: byAdmin.sendAt, userId: user.user.id },
      }),
    ).toMatchObject({
      status: 403,
    });
  });

  it('everyone sees the company’s schedules; its user or an admin changes one', async () => {
    const { adminToken, user, colleague, contact } = await staff();
    const own = await create(user.token, { body: 'Do usuário', contactId: contact.id, sendAt: inHours(1) });
    expect((await call(t.url, 'GET', `/schedules/${own.id}`, { token: colleague.token })).status).toBe(200);
    expect((await list(colleague.token)).schedules.map((s) => s.id)).toEqual([own.id]);

    const form = { body: 'Mudado por alguém', contactId: contact.id, sendAt: own.sendAt };
    expect(await call(t.url, 'PUT', `/schedules/${own.id}`, { token: colleague.token, body: form })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'DELETE', `/schedules/${own.id}`, { token: colleague.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'PUT', `/schedules/${own.id}`, { token: adminToken, body: form })).toMatchObject({
      status: 200,
      body: { body: 'Mudado por alguém', userId: user.user.id },
    });
    expect((await call(t.url, 'DELETE', `/schedules/${own.id}`, { token: adminToken })).status).toBe(204);
  });

  it('a sent schedule is not changed (409), and may be cleared from the list', async () => {
    const { user, contact } = await staff();
    const schedule = await create(user.token, { body: 'Já enviada', contactId: contact.id, sendAt: inHours(1) });
    await t.database.db
      .update(schedules)
      .set({ status: 'ENVIADA', sentAt: new Date() })
      .where(eq(schedules.id, schedule.id));
    expect(
      await call(t.url, 'PUT', `/schedules/${schedule.id}`, {
        token: user.token,
        body: { body: 'Reenviar agora', contactId: contact.id, sendAt: inHours(2) },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'ERR_SCHEDULE_ALREADY_SENT' },
    });
    expect((await call(t.url, 'DELETE', `/schedules/${schedule.id}`, { token: user.token })).status).toBe(204);
  });

  it('another company’s schedules and contacts are out of reach', async () => {
    const { adminToken, contact } = await staff();
    const other = await staff();
    const foreign = await create(other.adminToken, {
      body: 'Da outra empresa',
      contactId: other.contact.id,
      sendAt: inHours(1),
    });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { body: 'Tomada', contactId: contact.id, sendAt: inHours(1) } : undefined;
      expect(
        await call(t.url, method, `/schedules/${foreign.id}`, { token: adminToken, ...(body ? { body } : {}) }),
        method,
      ).toMatchObject({
        status: 404,
        body: { error: 'ERR_SCHEDULE_NOT_FOUND' },
      });
    }
    expect(
      await call(t.url, 'POST', '/schedules', {
        token: adminToken,
        body: { body: 'Contato alheio', contactId: other.contact.id, sendAt: inHours(1) },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_FOUND' },
    });
    expect((await list(adminToken)).schedules).toEqual([]);
  });

  it('needs the plan flag useSchedules', async () => {
    const { company, adminToken, contact } = await staff();
    const schedule = await create(adminToken, { body: 'Antes do corte', contactId: contact.id, sendAt: inHours(1) });
    await t.database.db.update(plans).set({ useSchedules: false }).where(eq(plans.id, company.planId));
    const form = { body: 'Depois do corte', contactId: contact.id, sendAt: inHours(1) };
    for (const [method, path] of [
      ['GET', '/schedules'],
      ['GET', `/schedules/${schedule.id}`],
      ['POST', '/schedules'],
      ['PUT', `/schedules/${schedule.id}`],
      ['DELETE', `/schedules/${schedule.id}`],
    ] as const) {
      const res = await call(t.url, method, path, {
        token: adminToken,
        ...(method === 'POST' || method === 'PUT' ? { body: form } : {}),
      });
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    }
  });
});

describe('schedule lists', () => {
  it('upcoming first by time, then the sent and failed ones newest first; searched by contact name and body', async () => {
    const { company, adminToken, user, contact } = await staff();
    const bruno = await insertContact(t.database.db, company.id, { name: 'Bruno Lima' });
    const later = await create(user.token, { body: 'Daqui a três horas', contactId: contact.id, sendAt: inHours(3) });
    const sooner = await create(user.token, { body: 'Daqui a uma hora', contactId: bruno.id, sendAt: inHours(1) });
    const sentOld = await create(adminToken, { body: 'Enviada ontem', contactId: contact.id, sendAt: inHours(1) });
    const sentNew = await create(adminToken, { body: 'Enviada hoje', contactId: contact.id, sendAt: inHours(1) });
    const mark = (id: number, hoursAgo: number, status: 'ENVIADA' | 'ERRO') =>
      t.database.db
        .update(schedules)
        .set({ status, sendAt: new Date(Date.now() - hoursAgo * HOUR_MS) })
        .where(eq(schedules.id, id));
    await mark(sentOld.id, 24, 'ENVIADA');
    await mark(sentNew.id, 2, 'ERRO');

    const all = await list(adminToken);
    expect(all.schedules.map((s) => s.id)).toEqual([sooner.id, later.id, sentNew.id, sentOld.id]);
    expect({ count: all.count, hasMore: all.hasMore }).toEqual({ count: 4, hasMore: false });
    expect((await list(adminToken, '?searchParam=bruno')).schedules.map((s) => s.id)).toEqual([sooner.id]);
    expect((await list(adminToken, '?searchParam=ENVIADA')).schedules.map((s) => s.id)).toEqual([
      sentNew.id,
      sentOld.id,
    ]);
    expect((await list(adminToken, `?contactId=${contact.id}`)).schedules.map((s) => s.id)).toEqual([
      later.id,
      sentNew.id,
      sentOld.id,
    ]);
    expect((await list(adminToken, `?userId=${user.user.id}`)).schedules.map((s) => s.id)).toEqual([
      sooner.id,
      later.id,
    ]);
  });

  it('pages by 20', async () => {
    const { user, contact } = await staff();
    for (let i = 0; i < 23; i += 1)
      await create(user.token, {
        body: `Mensagem ${String(i).padStart(2, '0')}`,
        contactId: contact.id,
        sendAt: inHours(1 + i),
      });
    const first = await list(user.token, '?pageNumber=1');
    expect({ length: first.schedules.length, count: first.count, hasMore: first.hasMore }).toEqual({
      length: 20,
      count: 23,
      hasMore: true,
    });
    const second = await list(user.token, '?pageNumber=2');
    expect({ bodies: second.schedules.map((s) => s.body), hasMore: second.hasMore }).toEqual({
      bodies: ['Mensagem 20', 'Mensagem 21', 'Mensagem 22'],
      hasMore: false,
    });
  });

  it('hides the contact’s number from profile user under lgpdHideNumber', async () => {
    const { adminToken, user, contact } = await staff();
    await call(t.url, 'PUT', '/companySettings', {
      token: adminToken,
      body: { column: 'lgpdHideNumber', data: 'enabled' },
    });
    const schedule = await create(adminToken, { body: 'Número escondido', contactId: contact.id, sendAt: inHours(1) });
    expect(schedule.contact.number).toBe(contact.number);
    expect(
      (await call<ScheduleView>(t.url, 'GET', `/schedules/${schedule.id}`, { token: user.token })).body.contact.number,
    ).toBe(maskPhoneNumber(contact.number));
    expect((await list(user.token)).schedules[0]?.contact.number).toBe(maskPhoneNumber(contact.number));
  });
});

describe('live schedule events', () => {
  it('create, update and delete reach the company, never another company', async () => {
    const { company, admin, adminSession, user, contact } = await staff();
    const other = await createTeam(t);
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const foreign = await connectSocket(t.url, {
      token: other.adminSession.publicToken,
      companyId: other.company.id,
      userId: other.admin.id,
    });
    const event = serverEvents.schedule(company.id);
    const leaked = collect(foreign, event);

    const created = nextEvent<ScheduleEventPayload>(socket, event);
    const schedule = await create(user.token, { body: 'Ao vivo', contactId: contact.id, sendAt: inHours(1) });
    expect(await created).toEqual({ action: 'create', schedule });

    const updated = nextEvent<ScheduleEventPayload>(socket, event);
    const edited = await call<ScheduleView>(t.url, 'PUT', `/schedules/${schedule.id}`, {
      token: user.token,
      body: { body: 'Ao vivo, editada', contactId: contact.id, sendAt: schedule.sendAt },
    });
    expect(await updated).toEqual({ action: 'update', schedule: edited.body });

    const deleted = nextEvent<ScheduleEventPayload>(socket, event);
    await call(t.url, 'DELETE', `/schedules/${schedule.id}`, { token: user.token });
    expect(await deleted).toEqual({ action: 'delete', scheduleId: schedule.id });
    expect(leaked).toEqual([]);
    socket.close();
    foreign.close();
  });
});
