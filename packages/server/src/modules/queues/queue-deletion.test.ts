import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { QueueDeletionImpact, TicketLogEntry } from '@guiche/shared';
import { chatbots, tickets, whatsappQueues } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertTicket } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Queue A (Vendas) with two active tickets and a closed one, a member, a connection, and an option of B sending to it. */
async function queueWithTies() {
  const inbox = await createInbox(t);
  const { db } = t.database;
  const waiting = await insertTicket(db, inbox, { queueId: inbox.queueA.id });
  const open = await insertTicket(db, inbox, {
    queueId: inbox.queueA.id,
    status: 'open',
    userId: inbox.agentA.user.id,
  });
  const closed = await insertTicket(db, inbox, { queueId: inbox.queueA.id, status: 'closed' });
  await db.insert(whatsappQueues).values({ whatsappId: inbox.connection.id, queueId: inbox.queueA.id });
  await db.insert(chatbots).values({
    companyId: inbox.companyId,
    queueId: inbox.queueB.id,
    name: 'Falar com vendas',
    queueType: 'queue',
    optQueueId: inbox.queueA.id,
  });
  return { inbox, waiting, open, closed };
}

const queueOf = async (ticketId: number) =>
  (await t.database.db.select({ queueId: tickets.queueId }).from(tickets).where(eq(tickets.id, ticketId)))[0]?.queueId;

describe('deleting a queue', () => {
  it('tells what goes with it, to admins of the company only', async () => {
    const { inbox } = await queueWithTies();
    const path = `/queue/${inbox.queueA.id}/deletion`;
    expect(await call<QueueDeletionImpact>(t.url, 'GET', path, { token: inbox.admin.token })).toMatchObject({
      status: 200,
      body: { activeTickets: 2, chatbotOptions: 1, users: 1, connections: 1 },
    });
    expect(await call(t.url, 'GET', path, { token: inbox.agentA.token })).toMatchObject({ status: 403 });
    const stranger = await createInbox(t);
    expect(await call(t.url, 'GET', path, { token: stranger.admin.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NOT_FOUND' },
    });
  });

  it('hands the active tickets to the queue chosen, logged as entering it; the closed ones keep no queue', async () => {
    const { inbox, waiting, open, closed } = await queueWithTies();
    const remove = (query: string) =>
      call(t.url, 'DELETE', `/queue/${inbox.queueA.id}${query}`, { token: inbox.admin.token });
    const stranger = await createInbox(t);
    for (const target of [inbox.queueA.id, stranger.queueA.id])
      expect(await remove(`?moveTicketsTo=${target}`)).toMatchObject({
        status: 400,
        body: { error: 'ERR_VALIDATION', issues: [{ path: 'moveTicketsTo' }] },
      });
    expect(await queueOf(waiting.id)).toBe(inbox.queueA.id);

    expect(await remove(`?moveTicketsTo=${inbox.queueB.id}`)).toMatchObject({ status: 204 });
    expect([await queueOf(waiting.id), await queueOf(open.id), await queueOf(closed.id)]).toEqual([
      inbox.queueB.id,
      inbox.queueB.id,
      null,
    ]);
    const log = await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${open.id}`, { token: inbox.admin.token });
    expect(log.body.at(-1)).toMatchObject({ type: 'queue', queue: { id: inbox.queueB.id } });
    // The option that sent contacts to the queue now points at nothing: the bot hands over there.
    const [option] = await t.database.db
      .select({ optQueueId: chatbots.optQueueId })
      .from(chatbots)
      .where(and(eq(chatbots.companyId, inbox.companyId), eq(chatbots.queueId, inbox.queueB.id)))
      .orderBy(asc(chatbots.id));
    expect(option?.optQueueId).toBeNull();
  });

  it('without a queue chosen (or "" as a form sends it), the tickets go on without one', async () => {
    const { inbox, waiting } = await queueWithTies();
    const other = await createQueue(t.database.db, inbox.companyId);
    const later = await insertTicket(t.database.db, inbox, { queueId: other.id });
    expect(
      await call(t.url, 'DELETE', `/queue/${inbox.queueA.id}?moveTicketsTo=`, { token: inbox.admin.token }),
    ).toMatchObject({ status: 204 });
    expect(await call(t.url, 'DELETE', `/queue/${other.id}`, { token: inbox.admin.token })).toMatchObject({
      status: 204,
    });
    expect([await queueOf(waiting.id), await queueOf(later.id)]).toEqual([null, null]);
  });
});
