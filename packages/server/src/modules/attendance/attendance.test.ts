import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '@guiche/shared';
import { attendanceCycles, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertTicket } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: number, body: Record<string, unknown>) => call<TicketView>(t.url, 'PUT', `/tickets/${id}`, { token, body });
const ticketRow = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const cyclesOf = (ticketId: number) => t.database.db.select().from(attendanceCycles).where(eq(attendanceCycles.ticketId, ticketId)).orderBy(asc(attendanceCycles.id));

describe('attendance cycles follow the ticket', () => {
  it('queued at creation, started on accept, moved by a transfer, finished on close, a new cycle on reopening', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    t.app.services.events.emit('ticket.created', { companyId: inbox.companyId, ticketId: ticket.id });
    const [queued] = await waitFor(() => cyclesOf(ticket.id), (rows) => rows.length === 1);
    expect(queued).toMatchObject({ companyId: inbox.companyId, queueId: inbox.queueA.id, whatsappId: inbox.connection.id, userId: null, queuedAt: ticket.createdAt, startedAt: null, finishedAt: null });

    expect((await put(inbox.agentA.token, ticket.id, { status: 'open', userId: inbox.agentA.user.id })).status).toBe(200);
    const accepted = await ticketRow(ticket.id);
    await waitFor(() => cyclesOf(ticket.id), (rows) => rows[0]?.startedAt !== null);
    // A transfer keeps the cycle (and its start) and hands it to the new attendant and queue.
    expect((await put(inbox.admin.token, ticket.id, { status: 'open', userId: inbox.agentB.user.id, queueId: inbox.queueB.id })).status).toBe(200);
    await waitFor(() => cyclesOf(ticket.id), (rows) => rows[0]?.userId === inbox.agentB.user.id);

    expect((await put(inbox.agentB.token, ticket.id, { status: 'closed' })).status).toBe(200);
    const closed = await ticketRow(ticket.id);
    const [cycle] = await waitFor(() => cyclesOf(ticket.id), (rows) => rows[0]?.finishedAt !== null);
    expect(cycle).toMatchObject({ queuedAt: ticket.createdAt, startedAt: accepted.updatedAt, finishedAt: closed.closedAt, userId: inbox.agentB.user.id, queueId: inbox.queueB.id });

    expect((await put(inbox.agentB.token, ticket.id, { status: 'open' })).status).toBe(200);
    const reopened = await ticketRow(ticket.id);
    const cycles = await waitFor(() => cyclesOf(ticket.id), (rows) => rows.length === 2 && rows[1]?.startedAt !== null);
    expect(cycles[1]).toMatchObject({ queuedAt: reopened.updatedAt, startedAt: reopened.updatedAt, finishedAt: null, userId: inbox.agentB.user.id });
  });

  it('group tickets are not attendances', async () => {
    const inbox = await createInbox(t);
    const group = await insertTicket(t.database.db, inbox, { isGroup: true, queueId: inbox.queueA.id });
    expect((await put(inbox.agentA.token, group.id, { status: 'open' })).status).toBe(200);
    // A later ticket's cycle proves the listener ran past the group's event.
    const later = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    expect((await put(inbox.agentA.token, later.id, { status: 'open' })).status).toBe(200);
    await waitFor(() => cyclesOf(later.id), (rows) => rows.length === 1);
    expect(await cyclesOf(group.id)).toEqual([]);
  });
});
