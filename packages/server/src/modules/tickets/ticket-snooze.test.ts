import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type SnoozeTicketInput,
  type TicketEventPayload,
  type TicketListAnswer,
  type TicketSnoozeEndedPayload,
  type TicketView,
} from '@guiche/shared';
import { tickets } from '../../db/schema/index.js';
import { simulatorConversation } from '../messages/test-conversation.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertTicket, member } from './testing/inbox.js';
import { TICKET_SNOOZE_QUEUE } from './ticket-snooze-waker.js';

// The app's clock, moved forward by the tests; the jobs' own clock (the database's) is made to agree by hand.
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: clock });
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(clock().getTime() + hours * HOUR_MS).toISOString();
const snooze = (token: string, id: number, until: string) =>
  call<TicketView>(t.url, 'POST', `/tickets/${id}/snooze`, { token, body: { until } satisfies SnoozeTicketInput });
const listed = async (token: string, query: string) =>
  (await call<TicketListAnswer>(t.url, 'GET', `/tickets?${query}`, { token })).body.tickets.map((ticket) => ticket.id);
const row = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

/** The snooze jobs of a ticket, oldest first. */
async function snoozeJobs(ticketId: number) {
  const { rows } = await t.database.executeSql(
    `select state from pgboss.job where name = $1 and data->>'ticketId' = $2 order by created_on`,
    [TICKET_SNOOZE_QUEUE, String(ticketId)],
  );
  return (rows as { state: string }[]).map((job) => job.state);
}
/** The ticket's waiting snooze jobs fall due now by the database's clock, as if their time had come. */
const dueNow = (ticketId: number) =>
  t.database.executeSql(
    `update pgboss.job set start_after = now() where name = $1 and data->>'ticketId' = $2 and state = 'created'`,
    [TICKET_SNOOZE_QUEUE, String(ticketId)],
  );

describe('POST /tickets/{id}/snooze', () => {
  it('takes the ticket out of its list for everyone who sees it, into the snoozed list; search still finds it', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const until = inHours(2);
    const answer = await snooze(inbox.agentA.token, ticket.id, until);
    expect(answer).toMatchObject({ status: 200, body: { id: ticket.id, snoozedUntil: until } });
    expect(await row(ticket.id)).toMatchObject({ snoozedById: inbox.agentA.user.id });

    for (const token of [inbox.agentA.token, inbox.admin.token]) {
      expect(await listed(token, 'status=pending&showAll=true')).not.toContain(ticket.id);
      expect(await listed(token, 'snoozed=true&showAll=true')).toEqual([ticket.id]);
      expect(await listed(token, 'status=search&showAll=true')).toContain(ticket.id);
    }
    // The badge counts what the list shows.
    const pending = await call<TicketListAnswer>(t.url, 'GET', '/tickets?status=pending&showAll=true', {
      token: inbox.admin.token,
    });
    expect(pending.body.count).toBe(0);
    // Outside the viewer's sight it stays out of the snoozed list too.
    expect(await listed(inbox.agentB.token, 'snoozed=true')).toEqual([]);

    expect(
      await call<TicketView>(t.url, 'DELETE', `/tickets/${ticket.id}/snooze`, { token: inbox.admin.token }),
    ).toMatchObject({ status: 200, body: { snoozedUntil: null } });
    expect(await listed(inbox.agentA.token, 'status=pending')).toContain(ticket.id);
    expect(await listed(inbox.agentA.token, 'snoozed=true')).toEqual([]);
  });

  it('wants an instant ahead, at most 30 days away, for a ticket still worked on and visible to the caller', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const closed = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, status: 'closed' });
    const theirs = await insertTicket(t.database.db, other, { queueId: other.queueA.id });

    expect(await snooze(inbox.agentA.token, ticket.id, inHours(-1))).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'until', message: 'validation.snoozeInPast' }] },
    });
    expect(await snooze(inbox.agentA.token, ticket.id, inHours(31 * 24))).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'until', message: 'validation.snoozeTooFar' }] },
    });
    expect(await snooze(inbox.agentA.token, ticket.id, 'amanhã')).toMatchObject({ status: 400 });
    expect(await snooze(inbox.agentA.token, closed.id, inHours(1))).toMatchObject({
      status: 409,
      body: { error: 'ERR_TICKET_NOT_OPEN' },
    });
    expect(await snooze(inbox.agentB.token, ticket.id, inHours(1))).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    // Another company's ticket does not exist for this one.
    for (const [method, path] of [
      ['POST', `/tickets/${theirs.id}/snooze`],
      ['DELETE', `/tickets/${theirs.id}/snooze`],
    ] as const) {
      expect(await call(t.url, method, path, { token: inbox.admin.token, body: { until: inHours(1) } })).toMatchObject({
        status: 404,
        body: { error: 'ERR_NO_TICKET_FOUND' },
      });
    }
    expect((await row(theirs.id)).snoozedUntil).toBeNull();
    expect((await row(ticket.id)).snoozedUntil).toBeNull();
  });

  it('ends when someone acts on the ticket, and leaves closing all to the tickets the list shows', async () => {
    const inbox = await createInbox(t);
    const accepted = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const waiting = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await snooze(inbox.agentA.token, accepted.id, inHours(1));
    await snooze(inbox.agentA.token, waiting.id, inHours(1));

    const put = await call<TicketView>(t.url, 'PUT', `/tickets/${accepted.id}`, {
      token: inbox.agentA.token,
      body: { status: 'open' },
    });
    expect(put).toMatchObject({ status: 200, body: { status: 'open', snoozedUntil: null } });
    await call(t.url, 'POST', '/tickets/closeAll', {
      token: inbox.admin.token,
      body: { status: 'pending', queueIds: [inbox.queueA.id] },
    });
    expect(await row(waiting.id)).toMatchObject({ status: 'pending' });
  });
});

describe('the end of a snooze', () => {
  it('comes at its time through its job, once, back unread at the top, announced live and to whoever snoozed it', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const older = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const ended: number[] = [];
    t.app.services.events.on('ticket.snoozeEnded', ({ ticketId }) => void ended.push(ticketId));
    const socket = await connectSocket(t.url, {
      token: inbox.agentA.publicToken,
      companyId: inbox.companyId,
      userId: inbox.agentA.user.id,
    });
    const heard = collect<TicketEventPayload | TicketSnoozeEndedPayload>(socket, serverEvents.ticket(inbox.companyId));

    // Snoozed twice for the same time: two jobs of one snooze, as a redelivery would make.
    const until = inHours(1);
    await snooze(inbox.agentA.token, ticket.id, until);
    await snooze(inbox.agentA.token, ticket.id, until);
    expect(await snoozeJobs(ticket.id)).toEqual(['created', 'created']);

    // The jobs fall due before the app's clock reaches the time: they queue themselves again and change nothing.
    await dueNow(ticket.id);
    expect(
      await waitFor(
        () => snoozeJobs(ticket.id),
        (jobs) => jobs.filter((state) => state === 'completed').length === 2 && jobs.length === 4,
      ),
    ).toEqual(['completed', 'completed', 'created', 'created']);
    expect((await row(ticket.id)).snoozedUntil).toEqual(new Date(until));

    offsetMs += HOUR_MS + 1000;
    await dueNow(ticket.id);
    const woken = await waitFor(
      () => row(ticket.id),
      (stored) => stored.snoozedUntil === null,
    );
    expect(woken).toMatchObject({ snoozedById: null, unreadMessages: 1, status: 'pending' });
    await waitFor(
      () => snoozeJobs(ticket.id),
      (jobs) => jobs.every((state) => state === 'completed'),
    );
    expect(ended).toEqual([ticket.id]);
    expect(await listed(inbox.agentA.token, 'status=pending')).toEqual([ticket.id, older.id]);
    await waitFor(
      async () => heard,
      (events) => events.some((event) => event.action === 'snoozeEnded'),
    );
    expect(heard).toContainEqual({
      action: 'snoozeEnded',
      ticket: expect.objectContaining({ id: ticket.id, snoozedUntil: null, unreadMessages: 1 }),
    });
    expect(heard).toContainEqual({
      action: 'update',
      ticket: expect.objectContaining({ id: ticket.id, snoozedUntil: null }),
    });
    socket.close();
  });

  it('comes early when the contact writes, without a notice; the job then finds nothing to do', async () => {
    const inbox = await createInbox(t);
    const attendant = await member(t, inbox.companyId, 'user', [inbox.queueA.id]);
    const conversation = await simulatorConversation(t, inbox.admin.token, attendant.user.id, '5511900000301');
    const ended: number[] = [];
    t.app.services.events.on('ticket.snoozeEnded', ({ ticketId }) => void ended.push(ticketId));
    expect((await snooze(attendant.token, conversation.ticketId, inHours(3))).status).toBe(200);
    expect(await listed(attendant.token, 'status=open')).not.toContain(conversation.ticketId);

    await call(t.url, 'POST', `/simulator/${conversation.whatsappId}/chats/5511900000301/messages`, {
      token: inbox.admin.token,
      body: { body: 'Ainda preciso de ajuda' },
    });
    const woken = await waitFor(
      () => row(conversation.ticketId),
      (stored) => stored.snoozedUntil === null,
    );
    expect(woken).toMatchObject({ snoozedById: null, status: 'open', lastMessage: 'Ainda preciso de ajuda' });
    expect(await listed(attendant.token, 'status=open')).toContain(conversation.ticketId);

    offsetMs += 3 * HOUR_MS + 1000;
    await dueNow(conversation.ticketId);
    await waitFor(
      () => snoozeJobs(conversation.ticketId),
      (jobs) => jobs.length > 0 && jobs.every((state) => state === 'completed'),
    );
    await pause(100);
    expect(ended).toEqual([]);
  });
});
