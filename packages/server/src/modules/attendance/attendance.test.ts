import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@guiche/shared';
import { attendanceCycles, contacts, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { createInbox, insertTicket } from '../tickets/testing/inbox.js';
import { attendanceRepository } from './attendance.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

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

  it('moves announced together are written together, each ticket\'s in the order of its events', async () => {
    const inbox = await createInbox(t);
    const recordAll = vi.spyOn(attendanceRepository, 'recordAll');
    const rows = await Promise.all([1, 2, 3].map(() => insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id })));
    const contactsOf = await Promise.all(rows.map(async (ticket) => (await t.database.db.select().from(contacts).where(eq(contacts.id, ticket.contactId)))[0]!));
    const [first, second, third] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
    const acceptedAt = new Date(first.createdAt.getTime() + 60_000);
    const { events } = t.app.services;
    // In one turn, as the bot answering many contacts announces them: each ticket created, and the first one also
    // accepted (its second move, which an upsert of the same statement could not apply to the row it inserts).
    rows.forEach((ticket, index) => events.emit('ticket.created', { companyId: inbox.companyId, ticketId: ticket.id, written: { ticket, contact: contactsOf[index]! } }));
    events.emit('ticket.updated', { companyId: inbox.companyId, ticketId: first.id, written: { ticket: { ...first, status: 'open', userId: inbox.agentA.user.id, updatedAt: acceptedAt } } });

    const cycles = await waitFor(
      () => Promise.all(rows.map((ticket) => cyclesOf(ticket.id))),
      (all) => all.every((c) => c.length === 1) && all[0]?.[0]?.startedAt !== null,
    );
    expect(cycles.map((c) => c[0])).toEqual([
      expect.objectContaining({ ticketId: first.id, queuedAt: first.createdAt, startedAt: acceptedAt, userId: inbox.agentA.user.id }),
      expect.objectContaining({ ticketId: second.id, queuedAt: second.createdAt, startedAt: null, userId: null }),
      expect.objectContaining({ ticketId: third.id, queuedAt: third.createdAt, startedAt: null, userId: null }),
    ]);
    expect(recordAll).toHaveBeenCalledTimes(1);
    expect(recordAll.mock.calls[0]?.[1]).toHaveLength(4);
  });
});
