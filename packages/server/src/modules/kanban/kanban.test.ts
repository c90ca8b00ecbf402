import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  KANBAN_PAGE_SIZE,
  serverEvents,
  type KanbanAnswer,
  type TagView,
  type TicketEventPayload,
  type TicketView,
} from '@guiche/shared';
import { plans, tickets } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { connectSocket } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { addUserToQueue, insertContact, insertTicket, loggedInUser } from '../contacts/testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const board = async (token: string, query = '') => {
  const res = await call<KanbanAnswer>(t.url, 'GET', `/ticket/kanban${query}`, { token });
  if (res.status !== 200) throw new Error(`kanban: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const ids = (answer: KanbanAnswer) => answer.tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

/** A company whose admin works queue A and whose attendant works queue B, with tickets in both and around them. */
async function boardWorld() {
  const team = await createTeam(t);
  const db = t.database.db;
  const [queueA, queueB] = [await createQueue(db, team.company.id), await createQueue(db, team.company.id)];
  await addUserToQueue(db, team.admin.id, queueA.id);
  await addUserToQueue(db, team.attendant.id, queueB.id);
  const contact = await insertContact(db, team.company.id, { name: 'Maria Quadro' });
  const inA = await insertTicket(db, team.company.id, contact.id, {
    queueId: queueA.id,
    status: 'pending',
    lastMessage: 'Olá',
  });
  const inB = await insertTicket(db, team.company.id, contact.id, { queueId: queueB.id, status: 'open' });
  const closedInB = await insertTicket(db, team.company.id, contact.id, { queueId: queueB.id, status: 'closed' });
  const noQueue = await insertTicket(db, team.company.id, contact.id, { queueId: null });
  return { ...team, queueA, queueB, contact, inA, inB, closedInB, noQueue };
}

const createTag = async (token: string, name: string, kanban: 0 | 1) => {
  const res = await call<TagView>(t.url, 'POST', '/tags', { token, body: { name, color: '#3366ff', kanban } });
  if (res.status !== 201) throw new Error(`tag ${name}: ${res.status}`);
  return res.body;
};

/** The first live ticket update (company-{id}-ticket) whose ticket passes `test`. */
function ticketEventWhere(
  socket: Socket,
  companyId: number,
  test: (ticket: TicketView) => boolean,
): Promise<TicketView> {
  return new Promise((resolve) => {
    const listener = (payload: TicketEventPayload) => {
      if (payload.action !== 'update' || !test(payload.ticket)) return;
      socket.off(serverEvents.ticket(companyId), listener);
      resolve(payload.ticket);
    };
    socket.on(serverEvents.ticket(companyId), listener);
  });
}

describe('GET /ticket/kanban', () => {
  it('shows the working tickets of the caller’s own queues only, an admin’s board too; queueIds narrows, never widens', async () => {
    const w = await boardWorld();
    const attendantBoard = await board(w.attendantToken);
    expect(ids(attendantBoard)).toEqual([w.inB.id]);
    expect(attendantBoard.hasMore).toBe(false);
    const adminBoard = await board(w.adminToken);
    expect(adminBoard.tickets).toEqual([
      expect.objectContaining({
        id: w.inA.id,
        uuid: w.inA.uuid,
        lastMessage: 'Olá',
        tags: [],
        contact: expect.objectContaining({ name: 'Maria Quadro', number: w.contact.number }),
      }),
    ]);
    expect(
      ids(await board(w.attendantToken, `?queueIds=${encodeURIComponent(JSON.stringify([w.queueA.id, w.queueB.id]))}`)),
    ).toEqual([w.inB.id]);
    expect(
      ids(await board(w.attendantToken, `?queueIds=${encodeURIComponent(JSON.stringify([w.queueA.id]))}`)),
    ).toEqual([]);
    const queueless = await loggedInUser(t, w.company.id, 'user');
    expect(await board(queueless.token)).toEqual({ tickets: [], hasMore: false });
  });

  it('queueIds 0 adds the tickets without a queue the caller may see; [null] narrows nothing', async () => {
    const w = await boardWorld();
    const q = (list: unknown[]) => `?queueIds=${encodeURIComponent(JSON.stringify(list))}`;
    const heldByAdmin = await insertTicket(
      t.database.db,
      w.company.id,
      (await insertContact(t.database.db, w.company.id)).id,
      { queueId: null, status: 'open', userId: w.admin.id },
    );
    expect(ids(await board(w.adminToken, q([0])))).toEqual([w.noQueue.id, heldByAdmin.id]);
    expect(ids(await board(w.adminToken, q([0, w.queueA.id])))).toEqual([w.inA.id, w.noQueue.id, heldByAdmin.id]);
    // Without "Ver atendimentos sem fila" (allTicket) the attendant sees no ticket without a queue but their own.
    expect(ids(await board(w.attendantToken, q([0, w.queueB.id])))).toEqual([w.inB.id]);
    expect(ids(await board(w.attendantToken, q([null])))).toEqual([w.inB.id]);
    expect(ids(await board(w.adminToken, q([null])))).toEqual([w.inA.id]);
  });

  it('never shows another company’s tickets, even for the same queue ids', async () => {
    const w = await boardWorld();
    const other = await createTeam(t);
    await addUserToQueue(t.database.db, other.admin.id, (await createQueue(t.database.db, other.company.id)).id);
    expect(
      (await board(other.adminToken, `?queueIds=${encodeURIComponent(JSON.stringify([w.queueA.id]))}`)).tickets,
    ).toEqual([]);
    expect((await board(other.adminToken, `?queueIds=${encodeURIComponent(JSON.stringify([0]))}`)).tickets).toEqual([]);
    expect((await board(other.adminToken)).tickets).toEqual([]);
  });

  it('pages by pageNumber, newest activity first, KANBAN_PAGE_SIZE tickets a page', async () => {
    const w = await boardWorld();
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(tickets).values(
      Array.from({ length: KANBAN_PAGE_SIZE }, (_, index) => ({
        companyId: w.company.id,
        contactId: w.contact.id,
        queueId: w.queueB.id,
        status: 'pending' as const,
        updatedAt: new Date(base + index * 1000),
      })),
    );
    const first = await board(w.attendantToken);
    expect(first.tickets).toHaveLength(KANBAN_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.tickets[0]?.id).toBe(w.inB.id);
    const second = await board(w.attendantToken, '?pageNumber=2');
    expect(second).toEqual({
      tickets: [expect.objectContaining({ updatedAt: new Date(base).toISOString() })],
      hasMore: false,
    });
  });

  it('refuses malformed parameters with a validation error', async () => {
    const { adminToken } = await createTeam(t);
    for (const query of [
      '?queueIds=%5B%22x%22%5D',
      '?queueIds=%5B1',
      '?queueIds=%5B-1%5D',
      '?pageNumber=0',
      '?pageNumber=11',
    ]) {
      expect(await call(t.url, 'GET', `/ticket/kanban${query}`, { token: adminToken }), query).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION' },
      });
    }
  });
});

describe('kanban moves', () => {
  it('a card moved to a lane changes the ticket’s tags, and the other viewer of the ticket hears it', async () => {
    const w = await boardWorld();
    const [todo, doing, plain] = [
      await createTag(w.adminToken, 'Quadro a fazer', 1),
      await createTag(w.adminToken, 'Quadro fazendo', 1),
      await createTag(w.adminToken, 'Quadro comum', 0),
    ];
    await call(t.url, 'POST', '/tags/sync', {
      token: w.adminToken,
      body: { ticketId: w.inB.id, tags: [{ id: todo.id }, { id: plain.id }] },
    });
    const watcher = await connectSocket(t.url, {
      token: w.adminSession.publicToken,
      companyId: w.company.id,
      userId: w.admin.id,
    });
    try {
      const left = ticketEventWhere(watcher, w.company.id, (ticket) => !ticket.tags.some((tag) => tag.id === todo.id));
      expect((await call(t.url, 'DELETE', `/ticket-tags/${w.inB.id}`, { token: w.attendantToken })).status).toBe(204);
      expect((await left).tags.map((tag) => tag.id)).toEqual([plain.id]);
      const arrived = ticketEventWhere(watcher, w.company.id, (ticket) =>
        ticket.tags.some((tag) => tag.id === doing.id),
      );
      expect(
        (await call(t.url, 'PUT', `/ticket-tags/${w.inB.id}/${doing.id}`, { token: w.attendantToken })).status,
      ).toBe(200);
      expect((await arrived).tags.map((tag) => tag.id)).toEqual([plain.id, doing.id]);
    } finally {
      watcher.close();
    }
    const card = (await board(w.attendantToken)).tickets[0];
    expect(card?.tags.map((tag) => tag.name)).toEqual(['Quadro comum', 'Quadro fazendo']);
  });

  it('needs the plan flag useKanban: the board and its moves are refused, plain tags still link', async () => {
    const w = await boardWorld();
    const [lane, plain] = [
      await createTag(w.adminToken, 'Sem plano lane', 1),
      await createTag(w.adminToken, 'Sem plano comum', 0),
    ];
    await t.database.db.update(plans).set({ useKanban: false }).where(eq(plans.id, w.company.planId));
    for (const [method, path] of [
      ['GET', '/ticket/kanban'],
      ['DELETE', `/ticket-tags/${w.inB.id}`],
      ['PUT', `/ticket-tags/${w.inB.id}/${lane.id}`],
    ] as const) {
      expect(await call(t.url, method, path, { token: w.adminToken }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    }
    expect((await call(t.url, 'PUT', `/ticket-tags/${w.inB.id}/${plain.id}`, { token: w.adminToken })).status).toBe(
      200,
    );
    const tagged = await call<{ tags: TagView[] }>(t.url, 'GET', `/tickets/${w.inB.id}`, { token: w.adminToken });
    expect(tagged.body.tags.map((tag) => tag.name)).toEqual(['Sem plano comum']);
  });
});
