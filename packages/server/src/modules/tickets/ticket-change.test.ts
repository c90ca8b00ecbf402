import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ticketLogs, tickets } from '../../db/schema/index.js';
import { DomainEvents, type DomainEventMap } from '../../events/domain-events.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { changeTicket, type TicketChange } from './ticket-change.js';
import { ticketsRepository, type TicketRow } from './tickets.repository.js';
import { createInbox, insertTicket, type Inbox } from './testing/inbox.js';

let t: TestApp;
let inbox: Inbox;
beforeAll(async () => {
  t = await startTestApp();
  inbox = await createInbox(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const rowOf = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const logsOf = async (id: number) =>
  (
    await t.database.db
      .select({ type: ticketLogs.type, queueId: ticketLogs.queueId })
      .from(ticketLogs)
      .where(eq(ticketLogs.ticketId, id))
      .orderBy(asc(ticketLogs.id))
  ).map((log) => [log.type, log.queueId]);

/** The bot's rule: the change applies while the ticket keeps its status and nobody holds it. */
const botRule =
  (seen: TicketRow, change: TicketChange) =>
  async (locked: TicketRow): Promise<TicketChange | undefined> =>
    locked.status !== seen.status || locked.userId !== null ? undefined : change;

/** An event bus of the test's own, and the ticket updates it announced. */
function listen(): { events: DomainEvents; heard: DomainEventMap['ticket.updated'][] } {
  const heard: DomainEventMap['ticket.updated'][] = [];
  const events = new DomainEvents((error) => {
    throw error;
  });
  events.on('ticket.updated', (event) => {
    heard.push(event);
  });
  return { events, heard };
}

describe('changeTicket on a seen ticket: the bot changes the ticket it has just read', () => {
  it('in one statement while the ticket is as seen: the patch, its log entries, and the change announced', async () => {
    const seen = await insertTicket(t.database.db, inbox);
    const { events, heard } = listen();
    const change: TicketChange = {
      patch: { queueId: inbox.queueA.id, isBot: true },
      logs: [
        { type: 'queue', queueId: inbox.queueA.id },
        { type: 'chatBot', queueId: inbox.queueA.id },
      ],
    };

    const after = await changeTicket(t.database.db, events, { seen: seen }, botRule(seen, change));

    const stored = await rowOf(seen.id);
    expect(after).toEqual(stored);
    expect(stored).toMatchObject({ queueId: inbox.queueA.id, isBot: true });
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(seen.updatedAt.getTime());
    expect(await logsOf(seen.id)).toEqual([
      ['queue', inbox.queueA.id],
      ['chatBot', inbox.queueA.id],
    ]);
    await expect.poll(() => heard.length).toBe(1);
    // The queue changed, so the ones who saw the ticket before (by its old facts) are named.
    expect(heard[0]).toMatchObject({ ticketId: seen.id, before: { queueId: null, userId: null, status: 'pending' } });
  });

  it('two changes of the same columns one after another write their own values and a fresh updatedAt', async () => {
    const { events } = listen();
    const first = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const second = await insertTicket(t.database.db, inbox, { queueId: inbox.queueB.id });
    const optionChange = (queueId: number, at: Date): TicketChange => ({
      patch: { amountUsedBotQueues: queueId, botAttemptsSince: at },
      logs: [{ type: 'chatBot', queueId }],
    });

    const early = new Date('2026-01-01T10:00:00Z');
    const firstAfter = await changeTicket(
      t.database.db,
      events,
      { seen: first },
      botRule(first, optionChange(inbox.queueA.id, early)),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const late = new Date('2026-01-02T10:00:00Z');
    const secondAfter = await changeTicket(
      t.database.db,
      events,
      { seen: second },
      botRule(second, optionChange(inbox.queueB.id, late)),
    );

    expect(firstAfter).toMatchObject({ id: first.id, amountUsedBotQueues: inbox.queueA.id, botAttemptsSince: early });
    expect(secondAfter).toMatchObject({ id: second.id, amountUsedBotQueues: inbox.queueB.id, botAttemptsSince: late });
    expect(secondAfter!.updatedAt.getTime()).toBeGreaterThan(firstAfter!.updatedAt.getTime());
    expect(await logsOf(second.id)).toEqual([['chatBot', inbox.queueB.id]]);

    // A change without log entries writes none.
    const third = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const thirdAfter = await changeTicket(
      t.database.db,
      events,
      { seen: third },
      botRule(third, { patch: { amountUsedBotQueues: 7 }, logs: [] }),
    );
    expect(thirdAfter).toEqual(await rowOf(third.id));
    expect(thirdAfter).toMatchObject({ amountUsedBotQueues: 7 });
    expect(await logsOf(third.id)).toEqual([]);
  });

  it('leaves a ticket an attendant took meanwhile: nothing written, no log, no event', async () => {
    const seen = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await t.database.db
      .update(tickets)
      .set({ userId: inbox.agentA.user.id, status: 'open' })
      .where(eq(tickets.id, seen.id));
    const { events, heard } = listen();
    const change: TicketChange = {
      patch: { isBot: true, chatbotOptionId: null },
      logs: [{ type: 'chatBot', queueId: inbox.queueA.id }],
    };

    expect(await changeTicket(t.database.db, events, { seen: seen }, botRule(seen, change))).toBeUndefined();

    expect(await rowOf(seen.id)).toMatchObject({ status: 'open', userId: inbox.agentA.user.id, isBot: false });
    expect(await logsOf(seen.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('decides again under the lock when the ticket moved in a way the rule allows (another queue, still unheld)', async () => {
    const seen = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await t.database.db.update(tickets).set({ queueId: inbox.queueB.id }).where(eq(tickets.id, seen.id));
    const { events, heard } = listen();
    const change: TicketChange = { patch: { isBot: false }, logs: [{ type: 'chatBot', queueId: inbox.queueB.id }] };

    const after = await changeTicket(t.database.db, events, { seen: seen }, botRule(seen, change));

    expect(after).toMatchObject({ queueId: inbox.queueB.id, isBot: false });
    expect(await logsOf(seen.id)).toEqual([['chatBot', inbox.queueB.id]]);
    // Announced from the locked row: its queue was already B, so nobody lost sight of it.
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]?.before).toBeUndefined();
  });

  it('changes made at the same time go together: one write for several tickets, each its own values and logs, one that moved on left alone', async () => {
    const { events } = listen();
    const writes = vi.spyOn(ticketsRepository, 'updateManyIfAsSeen');
    const seen = await Promise.all(
      [inbox.queueA.id, inbox.queueB.id, inbox.queueA.id].map((queueId) =>
        insertTicket(t.database.db, inbox, { queueId }),
      ),
    );
    const [first, second, taken] = seen as [TicketRow, TicketRow, TicketRow];
    await t.database.db
      .update(tickets)
      .set({ userId: inbox.agentA.user.id, status: 'open' })
      .where(eq(tickets.id, taken.id));
    const option = (ticket: TicketRow, attempts: number): TicketChange => ({
      patch: { amountUsedBotQueues: attempts, isBot: true },
      logs: [{ type: 'chatBot', queueId: ticket.queueId }],
    });
    // A different set of columns in the same batch: a statement of its own.
    const closing: TicketChange = {
      patch: { status: 'closed', closedAt: new Date(), isBot: false },
      logs: [{ type: 'closed', queueId: second.queueId }],
    };

    const [firstAfter, secondAfter, takenAfter] = await Promise.all([
      changeTicket(t.database.db, events, { seen: first }, botRule(first, option(first, 1))),
      changeTicket(t.database.db, events, { seen: second }, botRule(second, closing)),
      changeTicket(t.database.db, events, { seen: taken }, botRule(taken, option(taken, 3))),
    ]);

    expect(writes).toHaveBeenCalledTimes(1);
    expect(writes.mock.calls[0]?.[1]).toHaveLength(3);
    expect(firstAfter).toEqual(await rowOf(first.id));
    expect(firstAfter).toMatchObject({ amountUsedBotQueues: 1, isBot: true, status: 'pending' });
    expect(secondAfter).toEqual(await rowOf(second.id));
    expect(secondAfter).toMatchObject({ status: 'closed', isBot: false, amountUsedBotQueues: 0 });
    expect(takenAfter).toBeUndefined();
    expect(await rowOf(taken.id)).toMatchObject({ status: 'open', amountUsedBotQueues: 0, isBot: false });
    expect(await logsOf(first.id)).toEqual([['chatBot', inbox.queueA.id]]);
    expect(await logsOf(second.id)).toEqual([['closed', inbox.queueB.id]]);
    expect(await logsOf(taken.id)).toEqual([]);
  });
});
