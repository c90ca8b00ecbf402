import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverEvents, type ScheduleEventPayload, type ScheduleView } from '@guiche/shared';
import { schedules, tickets } from '../../db/schema/index.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, pause } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertContact } from '../contacts/testing/fixtures.js';
import { simulatorConversation, type PhoneMessage } from '../messages/test-conversation.js';
import { SCHEDULE_SEND_QUEUE } from './schedule-sender.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sentTo = (chat: PhoneMessage[], body: string) => chat.some((m) => m.direction === 'out' && m.body === body);

async function scheduleAs(token: string, body: Record<string, unknown>) {
  const res = await call<ScheduleView>(t.url, 'POST', '/schedules', { token, body });
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const readSchedule = (token: string, id: number) =>
  call<ScheduleView>(t.url, 'GET', `/schedules/${id}`, { token }).then((r) => r.body);

/** The send jobs pg-boss holds for a schedule, oldest first. */
async function sendJobs(scheduleId: number) {
  const { rows } = await t.database.executeSql(
    `select state, start_after from pgboss.job where name = $1 and data->>'scheduleId' = $2 order by created_on`,
    [SCHEDULE_SEND_QUEUE, String(scheduleId)],
  );
  return rows as { state: string; start_after: Date }[];
}

describe('sending a schedule', () => {
  it('goes out at its time through the contact’s ticket connection, on its open ticket, with a live update', async () => {
    const { company, admin, adminSession, adminToken, attendant, attendantToken } = await createTeam(t);
    // The first connection is the company's default; the contact's conversation is on the second one.
    await simulatorConversation(t, adminToken, admin.id, '5511900000001');
    const conversation = await simulatorConversation(t, adminToken, attendant.id, '5511900000002');
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const seen = collect<ScheduleEventPayload>(socket, serverEvents.schedule(company.id));

    const schedule = await scheduleAs(attendantToken, {
      body: 'Seu pedido saiu para entrega',
      contactId: conversation.contactId,
      sendAt: inSeconds(2),
    });
    await pause(500);
    expect((await conversation.phone()).some((m) => m.body === 'Seu pedido saiu para entrega')).toBe(false);

    const chat = await conversation.phoneOnce((c) => sentTo(c, 'Seu pedido saiu para entrega'));
    expect(sentTo(chat, 'Seu pedido saiu para entrega')).toBe(true);
    const sent = await waitFor(
      () => readSchedule(attendantToken, schedule.id),
      (s) => s.status === 'ENVIADA',
    );
    expect(sent).toMatchObject({
      status: 'ENVIADA',
      ticketId: conversation.ticketId,
      sentAt: expect.any(String),
      failedReason: null,
    });
    expect(new Date(sent.sentAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(schedule.sendAt).getTime());
    const messages = await call<{ messages: { body: string; fromMe: boolean; userId: number | null }[] }>(
      t.url,
      'GET',
      `/messages/${conversation.ticketId}`,
      { token: adminToken },
    );
    expect(messages.body.messages).toContainEqual(
      expect.objectContaining({ body: 'Seu pedido saiu para entrega', fromMe: true, userId: attendant.id }),
    );

    await waitFor(
      async () => seen,
      (events) => events.some((e) => e.action === 'update' && e.schedule.status === 'ENVIADA'),
    );
    expect(seen.map((e) => (e.action === 'delete' ? e.action : `${e.action}:${e.schedule.status}`))).toEqual([
      'create:PENDENTE',
      'update:ENVIADA',
    ]);
    expect(
      await call(t.url, 'PUT', `/schedules/${schedule.id}`, {
        token: attendantToken,
        body: { body: 'Mais uma vez', contactId: conversation.contactId, sendAt: inSeconds(60) },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'ERR_SCHEDULE_ALREADY_SENT' },
    });
    socket.close();
  });

  it('a contact without any ticket gets one on the default connection, held by the schedule’s user', async () => {
    const { company, adminToken, attendant } = await createTeam(t);
    const defaultConnection = await simulatorConversation(t, adminToken, attendant.id, '5511900000003');
    const contact = await insertContact(t.database.db, company.id, { name: 'Davi', number: '5511900000004' });

    const schedule = await scheduleAs(adminToken, {
      body: 'Bem-vindo, Davi',
      contactId: contact.id,
      sendAt: inSeconds(0),
      userId: attendant.id,
    });
    const sent = await waitFor(
      () => readSchedule(adminToken, schedule.id),
      (s) => s.status !== 'PENDENTE',
    );
    expect(sent).toMatchObject({ status: 'ENVIADA', ticketId: expect.any(Number) });
    // The schedule is marked sent as its message is handed over, a moment before that message is on the ticket.
    const [ticket] = await waitFor(
      () => t.database.db.select().from(tickets).where(eq(tickets.contactId, contact.id)),
      (rows) => rows[0]?.lastMessage === 'Bem-vindo, Davi',
    );
    expect(ticket).toMatchObject({
      id: sent.ticketId,
      whatsappId: defaultConnection.whatsappId,
      status: 'open',
      userId: attendant.id,
    });
    const phone = await waitFor(
      () =>
        call<PhoneMessage[]>(
          t.url,
          'GET',
          `/simulator/${defaultConnection.whatsappId}/chats/${contact.number}/messages`,
          { token: adminToken },
        ).then((r) => r.body),
      (chat) => sentTo(chat, 'Bem-vindo, Davi'),
    );
    expect(phone.map((m) => [m.direction, m.body])).toEqual([['out', 'Bem-vindo, Davi']]);
  });

  it('a job that falls due after its schedule moved later queues itself again', async () => {
    const { company, adminToken, attendant } = await createTeam(t);
    await simulatorConversation(t, adminToken, attendant.id, '5511900000005');
    const contact = await insertContact(t.database.db, company.id, { number: '5511900000006' });
    const schedule = await scheduleAs(adminToken, {
      body: 'Mais tarde',
      contactId: contact.id,
      sendAt: inSeconds(3600),
    });
    expect((await sendJobs(schedule.id)).map((j) => j.state)).toEqual(['created']);

    // The job's time comes although the schedule's has not (as for a job queued before an edit moved it).
    await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and data->>'scheduleId' = $2`,
      [SCHEDULE_SEND_QUEUE, String(schedule.id)],
    );
    const jobs = await waitFor(
      () => sendJobs(schedule.id),
      (rows) => rows.length === 2 && rows[0]?.state === 'completed',
    );
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'created']);
    expect(Math.abs(new Date(jobs[1]?.start_after ?? 0).getTime() - new Date(schedule.sendAt).getTime())).toBeLessThan(
      1000,
    );
    expect(await readSchedule(adminToken, schedule.id)).toMatchObject({ status: 'PENDENTE', sentAt: null });
  });
});

describe('a schedule and its send job are one commit', () => {
  // Storing the job fails as a process killed between two commits would leave it: the schedule must not be stored
  // without it (a PENDENTE schedule no job would ever send), for a new schedule and for an edit alike.
  const jobStoreFails = () => {
    const refused = () => Promise.reject(new Error('job store refused'));
    vi.spyOn(JobQueue.prototype, 'send').mockImplementation(refused);
    vi.spyOn(JobQueue.prototype, 'sendWithin').mockImplementation(refused);
  };

  it('a schedule whose job cannot be stored is not stored either', async () => {
    const { company, adminToken } = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id, { number: '5511900000007' });
    jobStoreFails();
    const res = await call(t.url, 'POST', '/schedules', {
      token: adminToken,
      body: { body: 'Sem trabalho', contactId: contact.id, sendAt: inSeconds(60) },
    });
    expect(res.status).toBe(500);
    expect(await t.database.db.select().from(schedules).where(eq(schedules.contactId, contact.id))).toEqual([]);
  });

  it('an edit whose job cannot be stored changes nothing', async () => {
    const { company, adminToken } = await createTeam(t);
    const contact = await insertContact(t.database.db, company.id, { number: '5511900000008' });
    const schedule = await scheduleAs(adminToken, { body: 'Antes', contactId: contact.id, sendAt: inSeconds(3600) });
    jobStoreFails();
    const res = await call(t.url, 'PUT', `/schedules/${schedule.id}`, {
      token: adminToken,
      body: { body: 'Depois', contactId: contact.id, sendAt: inSeconds(60) },
    });
    expect(res.status).toBe(500);
    vi.restoreAllMocks();
    expect(await readSchedule(adminToken, schedule.id)).toMatchObject({
      body: 'Antes',
      sendAt: schedule.sendAt,
      status: 'PENDENTE',
    });
    expect((await sendJobs(schedule.id)).map((j) => j.state)).toEqual(['created']);
  });
});
