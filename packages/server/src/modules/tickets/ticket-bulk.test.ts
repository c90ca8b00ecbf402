import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_TICKETS_MAX, type BulkTicketsAnswer, type BulkTicketsInput } from '@guiche/shared';
import { messages, tags, tickets, ticketTags, users } from '../../db/schema/index.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertTicket, tagContact, type Inbox } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bulk = (token: string, body: BulkTicketsInput | Record<string, unknown>) =>
  call<BulkTicketsAnswer>(t.url, 'POST', '/tickets/bulk', { token, body });
const row = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const bodiesOf = async (ticketId: number) =>
  (
    await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.ticketId, ticketId))
      .orderBy(asc(messages.id))
  ).map((m) => m.body);
const openFor = (inbox: Inbox, agent: Inbox['agentA'], queueId: number) =>
  insertTicket(t.database.db, inbox, { status: 'open', queueId, userId: agent.user.id });
/** Each result as [id, ok or its code]. */
const outcomes = (answer: BulkTicketsAnswer) =>
  answer.results.map((result) => [result.id, result.ok ? 'ok' : result.error]);

describe('POST /tickets/bulk', () => {
  it('resolves each ticket by the single resolve’s rules: its farewell, and failures reported per ticket', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    await t.database.db.update(users).set({ farewellMessage: 'Até logo!' }).where(eq(users.id, inbox.agentA.user.id));
    const [first, second] = [
      await openFor(inbox, inbox.agentA, inbox.queueA.id),
      await openFor(inbox, inbox.agentA, inbox.queueA.id),
    ];
    const notMine = await openFor(inbox, inbox.agentB, inbox.queueB.id);
    const theirs = await openFor(other, other.agentA, other.queueA.id);

    const answer = await bulk(inbox.agentA.token, {
      action: 'resolve',
      ids: [first.id, notMine.id, second.id, theirs.id, first.id],
    });
    expect(answer.status).toBe(200);
    expect(outcomes(answer.body)).toEqual([
      [first.id, 'ok'],
      [notMine.id, 'ERR_NO_PERMISSION'],
      [second.id, 'ok'],
      [theirs.id, 'ERR_NO_TICKET_FOUND'],
    ]);
    expect(answer.body.results[0]).toMatchObject({ ok: true, ticket: { id: first.id, status: 'closed' } });
    for (const resolved of [first, second]) expect(await bodiesOf(resolved.id)).toEqual(['Até logo!']);
    expect(await row(notMine.id)).toMatchObject({ status: 'open' });
    expect(await row(theirs.id)).toMatchObject({ status: 'open' });
    expect(await bodiesOf(notMine.id)).toEqual([]);

    // Declined, as the row's "Resolver sem despedida": no farewell.
    const quiet = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    await bulk(inbox.agentA.token, { action: 'resolve', ids: [quiet.id], sendFarewellMessage: false });
    expect(await row(quiet.id)).toMatchObject({ status: 'closed' });
    expect(await bodiesOf(quiet.id)).toEqual([]);
  });

  it('keeps requiredTag: an untagged ticket is refused, the tagged one resolved', async () => {
    const inbox = await createInbox(t);
    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'requiredTag', 'enabled');
    const untagged = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    const tagged = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    await tagContact(t.database.db, inbox.companyId, tagged.contactId);
    const answer = await bulk(inbox.admin.token, { action: 'resolve', ids: [untagged.id, tagged.id] });
    expect(outcomes(answer.body)).toEqual([
      [untagged.id, 'ERR_TICKET_TAG_REQUIRED'],
      [tagged.id, 'ok'],
    ]);
    expect(await row(untagged.id)).toMatchObject({ status: 'open' });
  });

  it('transfers to a queue (waiting) or to a user, only tickets still worked on', async () => {
    const inbox = await createInbox(t);
    const waiting = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    const open = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    const closed = await insertTicket(t.database.db, inbox, { status: 'closed', queueId: inbox.queueA.id });

    const toQueue = await bulk(inbox.admin.token, {
      action: 'transfer',
      ids: [waiting.id, open.id, closed.id],
      queueId: inbox.queueB.id,
    });
    expect(outcomes(toQueue.body)).toEqual([
      [waiting.id, 'ok'],
      [open.id, 'ok'],
      [closed.id, 'ERR_TICKET_NOT_OPEN'],
    ]);
    for (const moved of [waiting, open])
      expect(await row(moved.id)).toMatchObject({ status: 'pending', userId: null, queueId: inbox.queueB.id });
    expect(await row(closed.id)).toMatchObject({ status: 'closed', queueId: inbox.queueA.id });

    const toUser = await bulk(inbox.admin.token, {
      action: 'transfer',
      ids: [waiting.id],
      queueId: inbox.queueB.id,
      userId: inbox.agentB.user.id,
    });
    expect(toUser.body.results[0]).toMatchObject({
      ok: true,
      ticket: { status: 'open', userId: inbox.agentB.user.id },
    });
  });

  it('tags each ticket, keeping its other tags', async () => {
    const inbox = await createInbox(t);
    const [vip, lead, kept] = await t.database.db
      .insert(tags)
      .values(['VIP', 'Lead', 'Antiga'].map((name) => ({ companyId: inbox.companyId, name, color: '#123456' })))
      .returning();
    const first = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    const second = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await t.database.db.insert(ticketTags).values({ companyId: inbox.companyId, ticketId: first.id, tagId: kept!.id });
    const notMine = await openFor(inbox, inbox.agentB, inbox.queueB.id);

    const answer = await bulk(inbox.agentA.token, {
      action: 'tag',
      ids: [first.id, second.id, notMine.id],
      tagIds: [vip!.id, lead!.id],
    });
    expect(outcomes(answer.body)).toEqual([
      [first.id, 'ok'],
      [second.id, 'ok'],
      [notMine.id, 'ERR_NO_PERMISSION'],
    ]);
    const tagNames = (id: number) => {
      const result = answer.body.results.find((one) => one.id === id);
      return result?.ok ? result.ticket.tags.map((tag) => tag.name).sort() : undefined;
    };
    expect(tagNames(first.id)).toEqual(['Antiga', 'Lead', 'VIP']);
    expect(tagNames(second.id)).toEqual(['Lead', 'VIP']);
  });

  it('refuses the whole request for a queue, user or tag of another company, or too many tickets', async () => {
    const inbox = await createInbox(t);
    const other = await createInbox(t);
    const ticket = await openFor(inbox, inbox.agentA, inbox.queueA.id);
    expect(
      await bulk(inbox.admin.token, { action: 'transfer', ids: [ticket.id], queueId: other.queueA.id }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION', issues: [{ path: 'queueId' }] } });
    expect(
      await bulk(inbox.admin.token, {
        action: 'transfer',
        ids: [ticket.id],
        queueId: inbox.queueB.id,
        userId: other.agentA.user.id,
      }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_USER_FOUND' } });
    const theirTag = await tagContact(
      t.database.db,
      other.companyId,
      (await openFor(other, other.agentA, other.queueA.id)).contactId,
    );
    expect(await bulk(inbox.admin.token, { action: 'tag', ids: [ticket.id], tagIds: [theirTag.id] })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'tagIds' }] },
    });

    const ids = Array.from({ length: BULK_TICKETS_MAX + 1 }, (_, index) => index + 1);
    expect(await bulk(inbox.admin.token, { action: 'resolve', ids })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'ids', message: 'validation.tooManyTickets' }] },
    });
    expect(await bulk(inbox.admin.token, { action: 'archive', ids: [ticket.id] })).toMatchObject({ status: 400 });
    expect(await row(ticket.id)).toMatchObject({ status: 'open', queueId: inbox.queueA.id });
  });
});
