import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages, tickets } from '../../db/schema/index.js';
import { createCompany } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { TicketRow } from '../tickets/tickets.repository.js';
import { insertTicket } from './test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (ticket: TicketRow, bodies: string[]) =>
  t.app.services.outbound.post(
    ticket,
    null,
    bodies.map((body) => ({ body })),
  );
const lastMessages = async (ids: number[]) =>
  new Map(
    (await t.database.db.select().from(tickets).where(inArray(tickets.id, ids))).map((row) => [
      row.id,
      row.lastMessage,
    ]),
  );

describe('posts in flight together (one statement per company)', () => {
  it('answers each post its own rows in order, and leaves each ticket with its latest preview', async () => {
    const db = t.database.db;
    const [one, two] = [await createCompany(db), await createCompany(db)];
    const [a, b, c] = [await insertTicket(db, one.id), await insertTicket(db, one.id), await insertTicket(db, two.id)];

    const [toA, toB, toC, toAAgain] = await Promise.all([
      post(a.ticket, ['a1', 'a2']),
      post(b.ticket, ['b1']),
      post(c.ticket, ['c1']),
      post(a.ticket, ['a3']),
    ]);

    expect(toA.map((row) => [row.body, row.ticketId, row.companyId])).toEqual([
      ['a1', a.ticket.id, one.id],
      ['a2', a.ticket.id, one.id],
    ]);
    expect(toB.map((row) => [row.body, row.ticketId])).toEqual([['b1', b.ticket.id]]);
    expect(toC.map((row) => [row.body, row.ticketId, row.companyId])).toEqual([['c1', c.ticket.id, two.id]]);
    // A ticket's messages keep the order they were posted in.
    expect(toAAgain[0]?.id).toBeGreaterThan(toA[1]?.id ?? Infinity);
    expect(await lastMessages([a.ticket.id, b.ticket.id, c.ticket.id])).toEqual(
      new Map([
        [a.ticket.id, 'a3'],
        [b.ticket.id, 'b1'],
        [c.ticket.id, 'c1'],
      ]),
    );
  });

  it('fails only the post that cannot be stored: the others of its statement are stored', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const [gone, kept] = [await insertTicket(db, company.id), await insertTicket(db, company.id)];
    await db.delete(tickets).where(eq(tickets.id, gone.ticket.id));

    const [toGone, toKept] = await Promise.allSettled([post(gone.ticket, ['lost']), post(kept.ticket, ['kept'])]);

    expect(toGone.status).toBe('rejected');
    expect(toKept.status).toBe('fulfilled');
    expect(
      (await db.select().from(messages).where(eq(messages.ticketId, kept.ticket.id))).map((row) => row.body),
    ).toEqual(['kept']);
    expect(await lastMessages([kept.ticket.id])).toEqual(new Map([[kept.ticket.id, 'kept']]));
  });
});
