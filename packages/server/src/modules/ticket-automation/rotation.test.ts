import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Queue, TicketLogEntry } from '@guiche/shared';
import { contacts, tickets, userQueues } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { automationCompany } from './automation-test-kit.js';

// Rotation minutes start at 2 (spec 2 §9); a settings minute lasts half a second here, so a run every second.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ticketTimerMinuteMs: 500 });
});
afterAll(() => t.close());

/** A rotating queue with attendants A and B online and C offline (C's id between theirs, so turns must skip it). */
async function rotatingQueue() {
  const { db } = t.database;
  const { companyId, token } = await automationCompany(t);
  const [a, c, b] = [
    await createUser(db, companyId, { name: 'A' }),
    await createUser(db, companyId, { name: 'C' }),
    await createUser(db, companyId, { name: 'B' }),
  ];
  const created = await call<Queue>(t.url, 'POST', '/queue', { token, body: { name: 'Vendas', color: '#123456' } });
  const queueId = created.body.id;
  await db.insert(userQueues).values([a, b, c].map((user) => ({ userId: user.id, queueId })));
  await t.app.services.users.setPresence(companyId, a.id, true);
  await t.app.services.users.setPresence(companyId, b.id, true);
  await t.app.services.users.setPresence(companyId, c.id, false);
  // Turned on through the API, as an admin does in the queue dialog.
  expect(
    (await call(t.url, 'PUT', `/queue/${queueId}`, { token, body: { ativarRoteador: true, tempoRoteador: 2 } })).status,
  ).toBe(200);
  return { companyId, queueId, token, a, b, c };
}

/** A contact's ticket waiting in the queue for an attendant. */
async function waitingTicket(companyId: number, queueId: number) {
  const { db } = t.database;
  const [contact] = await db
    .insert(contacts)
    .values({ companyId, name: 'Cliente', number: `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({ companyId, contactId: contact!.id, status: 'pending', queueId })
    .returning();
  return ticket!.id;
}

const holders = (ids: number[]) =>
  t.database.db
    .select({ id: tickets.id, userId: tickets.userId, status: tickets.status })
    .from(tickets)
    .where(inArray(tickets.id, ids));

describe('queue rotation (ativarRoteador, tempoRoteador, userRandom)', () => {
  it('hands waiting tickets to the online attendants in turn, run after run, never to an offline one', async () => {
    const q = await rotatingQueue();
    const assigned: number[] = [];
    for (let i = 0; i < 4; i++) {
      const ticketId = await waitingTicket(q.companyId, q.queueId);
      const [row] = await waitFor(
        () => holders([ticketId]),
        ([ticket]) => ticket?.userId != null,
      );
      // Assigned, still pending: the attendant accepts it.
      expect(row).toMatchObject({ status: 'pending' });
      assigned.push(row!.userId!);
    }
    expect(assigned.every((id) => id === q.a.id || id === q.b.id)).toBe(true);
    expect(assigned[1]).not.toBe(assigned[0]);
    expect(assigned[2]).toBe(assigned[0]);
    expect(assigned[3]).toBe(assigned[1]);
  });

  it('logs the attendant who received the ticket and hands it on when they go offline before accepting', async () => {
    const q = await rotatingQueue();
    await t.app.services.users.setPresence(q.companyId, q.b.id, false);
    const ticketId = await waitingTicket(q.companyId, q.queueId);
    await waitFor(
      () => holders([ticketId]),
      ([ticket]) => ticket?.userId === q.a.id,
    );
    const logs = (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${ticketId}`, { token: q.token })).body;
    expect(logs.find((entry) => entry.type === 'receivedTransfer')).toMatchObject({
      user: { id: q.a.id },
      queue: { id: q.queueId },
    });

    await t.app.services.users.setPresence(q.companyId, q.b.id, true);
    await t.app.services.users.setPresence(q.companyId, q.a.id, false);
    const [row] = await waitFor(
      () => holders([ticketId]),
      ([ticket]) => ticket?.userId === q.b.id,
    );
    expect(row).toMatchObject({ userId: q.b.id, status: 'pending' });
  });

  it('userRandom assigns each ticket to one of the online attendants', async () => {
    const q = await rotatingQueue();
    await settingsRepository.updateColumn(t.database.db, q.companyId, 'userRandom', 'enabled');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await waitingTicket(q.companyId, q.queueId));
    const rows = await waitFor(
      () => holders(ids),
      (found) => found.every((ticket) => ticket.userId !== null),
    );
    expect(rows.map((ticket) => ticket.userId).every((id) => id === q.a.id || id === q.b.id)).toBe(true);
  });

  it('a queue with rotation off hands nothing out', async () => {
    const q = await rotatingQueue();
    await call(t.url, 'PUT', `/queue/${q.queueId}`, { token: q.token, body: { ativarRoteador: false } });
    const rotating = await waitingTicket(q.companyId, q.queueId);
    const other = await call<Queue>(t.url, 'POST', '/queue', {
      token: q.token,
      body: { name: 'Suporte', color: '#654321', ativarRoteador: true, tempoRoteador: 2 },
    });
    await t.database.db.insert(userQueues).values({ userId: q.a.id, queueId: other.body.id });
    const elsewhere = await waitingTicket(q.companyId, other.body.id);
    // The other queue's first run has handed its ticket out; the queue turned off has had its turn by then too.
    await waitFor(
      () => holders([elsewhere]),
      ([ticket]) => ticket?.userId === q.a.id,
    );
    const [row] = await holders([rotating]);
    expect(row?.userId).toBeNull();
  });
});
