import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '@guiche/shared';
import { attendanceCycles, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertContact, insertTicket, type Inbox } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: number, body: Record<string, unknown>) =>
  call<TicketView>(t.url, 'PUT', `/tickets/${id}`, { token, body });
const ticketRow = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const insertTicketContact = (inbox: Inbox) => insertContact(t.database.db, inbox.companyId, {});
const cyclesOf = (ticketId: number) =>
  t.database.db
    .select()
    .from(attendanceCycles)
    .where(eq(attendanceCycles.ticketId, ticketId))
    .orderBy(asc(attendanceCycles.id));

describe('attendance cycles follow the ticket', () => {
  it('queued at creation, started on accept, moved by a transfer, finished on close, a new cycle on reopening', async () => {
    const inbox = await createInbox(t);
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const [queued] = await cyclesOf(ticket.id);
    expect(queued).toMatchObject({
      companyId: inbox.companyId,
      queueId: inbox.queueA.id,
      whatsappId: inbox.connection.id,
      userId: null,
      queuedAt: ticket.createdAt,
      startedAt: null,
      finishedAt: null,
    });

    expect((await put(inbox.agentA.token, ticket.id, { status: 'open', userId: inbox.agentA.user.id })).status).toBe(
      200,
    );
    const accepted = await ticketRow(ticket.id);
    expect((await cyclesOf(ticket.id))[0]?.startedAt).toEqual(accepted.updatedAt);
    // A transfer keeps the cycle (and its start) and hands it to the new attendant and queue.
    expect(
      (
        await put(inbox.admin.token, ticket.id, {
          status: 'open',
          userId: inbox.agentB.user.id,
          queueId: inbox.queueB.id,
        })
      ).status,
    ).toBe(200);
    expect((await cyclesOf(ticket.id))[0]).toMatchObject({
      userId: inbox.agentB.user.id,
      queueId: inbox.queueB.id,
      startedAt: accepted.updatedAt,
    });

    expect((await put(inbox.agentB.token, ticket.id, { status: 'closed' })).status).toBe(200);
    const closed = await ticketRow(ticket.id);
    const [cycle] = await cyclesOf(ticket.id);
    expect(cycle).toMatchObject({
      queuedAt: ticket.createdAt,
      startedAt: accepted.updatedAt,
      finishedAt: closed.closedAt,
      userId: inbox.agentB.user.id,
      queueId: inbox.queueB.id,
    });

    expect((await put(inbox.agentB.token, ticket.id, { status: 'open' })).status).toBe(200);
    const reopened = await ticketRow(ticket.id);
    const cycles = await cyclesOf(ticket.id);
    expect(cycles).toHaveLength(2);
    expect(cycles[1]).toMatchObject({
      queuedAt: reopened.updatedAt,
      startedAt: reopened.updatedAt,
      finishedAt: null,
      userId: inbox.agentB.user.id,
    });
  });

  it('group tickets are not attendances', async () => {
    const inbox = await createInbox(t);
    const group = await insertTicket(t.database.db, inbox, { isGroup: true, queueId: inbox.queueA.id });
    expect((await put(inbox.agentA.token, group.id, { status: 'open' })).status).toBe(200);
    expect(await cyclesOf(group.id)).toEqual([]);
  });

  it('are written by the change itself, whoever makes it: a bulk update of tickets moves each cycle', async () => {
    const inbox = await createInbox(t);
    const rows = await Promise.all(
      [1, 2, 3].map(() => insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id })),
    );
    const acceptedAt = new Date(Date.now() + 60_000);
    // A writer outside the tickets module, in one statement: the database moves the cycles of all three.
    await t.database.db
      .update(tickets)
      .set({ status: 'open', userId: inbox.agentA.user.id, updatedAt: acceptedAt })
      .where(
        inArray(
          tickets.id,
          rows.map((ticket) => ticket.id),
        ),
      );
    const cycles = await Promise.all(rows.map((ticket) => cyclesOf(ticket.id)));
    expect(cycles.map((c) => c.map(({ queuedAt, startedAt, userId }) => ({ queuedAt, startedAt, userId })))).toEqual(
      rows.map((ticket) => [{ queuedAt: ticket.createdAt, startedAt: acceptedAt, userId: inbox.agentA.user.id }]),
    );
  });
});

describe('attendance cycles commit with the ticket change (issue 35)', () => {
  it("are written in the change's transaction: there when it answers, and gone with a change rolled back", async () => {
    const inbox = await createInbox(t);
    const created = await call<TicketView>(t.url, 'POST', '/tickets', {
      token: inbox.agentA.token,
      body: {
        contactId: (await insertTicketContact(inbox)).id,
        status: 'pending',
        queueId: inbox.queueA.id,
        whatsappId: inbox.connection.id,
      },
    });
    expect(created.status).toBe(201);
    const ticketId = created.body.id;
    // No waiting: the cycle is there as soon as the change is.
    expect(await cyclesOf(ticketId)).toEqual([
      expect.objectContaining({ queueId: inbox.queueA.id, startedAt: null, finishedAt: null }),
    ]);

    // A change that does not commit leaves no cycle behind (as a process killed before its commit would).
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(tickets).set({ status: 'open', userId: inbox.agentA.user.id }).where(eq(tickets.id, ticketId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ticketRow(ticketId)).toMatchObject({ status: 'pending', userId: null });
    expect(await cyclesOf(ticketId)).toEqual([expect.objectContaining({ startedAt: null })]);

    expect((await put(inbox.agentA.token, ticketId, { status: 'open', userId: inbox.agentA.user.id })).status).toBe(
      200,
    );
    const accepted = await ticketRow(ticketId);
    expect(await cyclesOf(ticketId)).toEqual([
      expect.objectContaining({ startedAt: accepted.updatedAt, userId: inbox.agentA.user.id, finishedAt: null }),
    ]);
    expect(
      (await call(t.url, 'POST', '/tickets/closeAll', { token: inbox.admin.token, body: { status: 'open' } })).status,
    ).toBe(200);
    const closed = await ticketRow(ticketId);
    expect(await cyclesOf(ticketId)).toEqual([
      expect.objectContaining({ startedAt: accepted.updatedAt, finishedAt: closed.closedAt }),
    ]);
  });
});
