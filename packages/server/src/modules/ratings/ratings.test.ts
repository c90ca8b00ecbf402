import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TicketLogEntry, TicketView } from '@guiche/shared';
import { ticketLogs, tickets, userRatings, whatsapps } from '../../db/schema/index.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation, type PhoneMessage } from '../messages/test-conversation.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { RATING_INVALID_OPTION } from '../tickets/agent-messages.js';
import { RATING_EXPIRY_QUEUE } from './ratings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUESTION = 'De 0 a 10, quanto você recomendaria nosso atendimento?';
const FAREWELL = 'Obrigado pelo contato!';
const NUMBER = '5511912345678';

/** A simulator conversation held by an admin, with the rating flow configured as asked. */
async function ratedConversation(
  options: { userRating?: boolean; ratingMessage?: string | null; expiresTicketNPS?: number } = {},
) {
  const { db } = t.database;
  const company = await createCompany(db);
  const admin = await createUser(db, company.id, { profile: 'admin', name: 'Ana' });
  const { token } = await login(t.url, admin.email, admin.password);
  await settingsRepository.updateColumn(
    db,
    company.id,
    'userRating',
    options.userRating === false ? 'disabled' : 'enabled',
  );
  const conversation = await simulatorConversation(t, token, admin.id, NUMBER);
  await db
    .update(whatsapps)
    .set({
      ratingMessage: options.ratingMessage === undefined ? QUESTION : options.ratingMessage,
      complationMessage: FAREWELL,
      expiresTicketNPS: options.expiresTicketNPS ?? 0,
    })
    .where(eq(whatsapps.id, conversation.whatsappId));
  const { whatsappId, ticketId } = conversation;
  return {
    ...conversation,
    adminId: admin.id,
    resolve: (body: Record<string, unknown> = {}) =>
      call<TicketView>(t.url, 'PUT', `/tickets/${ticketId}`, {
        token,
        body: { status: 'closed', userId: admin.id, ...body },
      }),
    say: (body: string) =>
      call(t.url, 'POST', `/simulator/${whatsappId}/chats/${NUMBER}/messages`, {
        token,
        body: { contactName: 'Ana', body },
      }),
    view: () => call<TicketView>(t.url, 'GET', `/tickets/${ticketId}`, { token }).then((r) => r.body),
    logTypes: async () =>
      (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${ticketId}`, { token })).body
        .map((entry) => entry.type)
        .reverse(),
  };
}

const row = async (id: number) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const ratingOf = async (ticketId: number) =>
  (await t.database.db.select().from(userRatings).where(eq(userRatings.ticketId, ticketId)))[0];
/** What the phone received from the company, in order. */
const received = (chat: PhoneMessage[]) => chat.filter((m) => m.direction === 'out').map((m) => m.body);

describe('rating on close (userRating with a connection rating message)', () => {
  it('resolving asks for the rating; the answer 9 is stored for the attendant and closes the ticket with the farewell', async () => {
    const c = await ratedConversation();
    const resolved = await c.resolve();
    expect(resolved).toMatchObject({ status: 200, body: { status: 'nps', userId: c.adminId, userRating: null } });
    expect((await row(c.ticketId)).closedAt).toBeNull();
    expect(received(await c.phoneOnce((chat) => received(chat).length === 1))).toEqual([QUESTION]);
    expect(await c.logTypes()).toEqual(['create', 'nps']);

    const updates: number[] = [];
    t.app.services.events.on('ticket.updated', ({ ticketId }) => void updates.push(ticketId));
    await c.say(' 9 ');
    const closed = await waitFor(
      () => row(c.ticketId),
      (ticket) => ticket.status === 'closed',
    );
    // The sockets hear of the close (the farewell that follows announces itself too).
    await waitFor(
      async () => updates.filter((id) => id === c.ticketId).length,
      (count) => count >= 2,
    );
    expect(updates.filter((id) => id === c.ticketId).length).toBeGreaterThanOrEqual(2);
    expect(closed).toMatchObject({ status: 'closed', userId: c.adminId });
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect(await ratingOf(c.ticketId)).toMatchObject({ rate: 9, userId: c.adminId, companyId: closed.companyId });
    expect(await c.view()).toMatchObject({ status: 'closed', userRating: { rate: 9 } });
    expect(received(await c.phoneOnce((chat) => received(chat).length === 2))).toEqual([QUESTION, FAREWELL]);
    expect(await c.logTypes()).toEqual(['create', 'nps', 'closed']);
  });

  it('a resolve that declined the farewell ends the rating without it', async () => {
    const c = await ratedConversation();
    expect(await c.resolve({ sendFarewellMessage: false })).toMatchObject({ status: 200, body: { status: 'nps' } });
    await c.phoneOnce((chat) => received(chat).length === 1);
    await c.say('10');
    await waitFor(
      () => row(c.ticketId),
      (ticket) => ticket.status === 'closed',
    );
    expect(await ratingOf(c.ticketId)).toMatchObject({ rate: 10 });
    // Watched for a while: a farewell, were one sent, arrives within it.
    expect(received(await waitFor(c.phone, (chat) => received(chat).length > 1, 3000))).toEqual([QUESTION]);
  });

  it('anything else is answered with the invalid option and the question again; the third such answer closes without a rating', async () => {
    const c = await ratedConversation();
    await c.resolve();
    await c.phoneOnce((chat) => received(chat).length === 1);

    await c.say('ótimo');
    await c.phoneOnce((chat) => received(chat).length === 3);
    await c.say('11');
    await c.phoneOnce((chat) => received(chat).length === 5);
    expect((await row(c.ticketId)).status).toBe('nps');
    await c.say('dez');

    const closed = await waitFor(
      () => row(c.ticketId),
      (ticket) => ticket.status === 'closed',
    );
    expect(closed.status).toBe('closed');
    expect(await ratingOf(c.ticketId)).toBeUndefined();
    expect(received(await c.phoneOnce((chat) => received(chat).length === 6))).toEqual([
      QUESTION,
      RATING_INVALID_OPTION,
      QUESTION,
      RATING_INVALID_OPTION,
      QUESTION,
      FAREWELL,
    ]);
  });

  it('closes at once with withRating false, with userRating disabled, or without a rating message', async () => {
    const cases = [
      { options: {}, body: { withRating: false } },
      { options: { userRating: false }, body: {} },
      { options: { ratingMessage: '  ' }, body: {} },
    ];
    for (const { options, body } of cases) {
      const c = await ratedConversation(options);
      expect(await c.resolve(body)).toMatchObject({ status: 200, body: { status: 'closed' } });
      expect((await row(c.ticketId)).closedAt).toBeInstanceOf(Date);
      expect(received(await c.phoneOnce((chat) => received(chat).length === 1))).toEqual([FAREWELL]);
      expect(await c.logTypes()).toEqual(['create', 'closed']);
    }
  });

  // Several simulated conversations each: on a loaded 2-core machine one takes up to ~10 s to set up.
  it("closing with a rating when none can be asked answers 'Avaliação obrigatória' (ERR_RATING_REQUIRED) and closes nothing", async () => {
    for (const options of [{ userRating: false }, { ratingMessage: '  ' }]) {
      const c = await ratedConversation(options);
      const before = await row(c.ticketId);
      expect(await c.resolve({ withRating: true, sendFarewellMessage: true })).toMatchObject({
        status: 400,
        body: { error: 'ERR_RATING_REQUIRED' },
      });
      const after = await row(c.ticketId);
      expect([after.status, after.closedAt]).toEqual([before.status, null]);
      expect(await c.logTypes()).toEqual(['create']);
    }
  }, 120_000);

  it('closing with a rating asks it; a ticket already waiting for its rating cannot be closed "with a rating" again', async () => {
    const c = await ratedConversation();
    expect(await c.resolve({ withRating: true })).toMatchObject({ status: 200, body: { status: 'nps' } });
    expect(await c.resolve({ withRating: true })).toMatchObject({
      status: 400,
      body: { error: 'ERR_RATING_REQUIRED' },
    });
    expect((await row(c.ticketId)).status).toBe('nps');
  }, 60_000);

  it('an attendant may still close a ticket waiting for its rating, which then has none', async () => {
    const c = await ratedConversation();
    await c.resolve();
    await c.phoneOnce((chat) => received(chat).length === 1);
    expect(await c.resolve()).toMatchObject({ status: 200, body: { status: 'closed' } });
    await c.phoneOnce((chat) => received(chat).length === 2);
    expect(await ratingOf(c.ticketId)).toBeUndefined();
    expect(await c.logTypes()).toEqual(['create', 'nps', 'closed']);
  });

  it('a wait longer than expiresTicketNPS minutes closes the ticket without a rating (a durable job)', async () => {
    const c = await ratedConversation({ expiresTicketNPS: 1 });
    await c.resolve();
    await c.phoneOnce((chat) => received(chat).length === 1);
    const jobs = async () =>
      (
        await t.database.executeSql(
          `select state, extract(epoch from start_after - created_on) as delay from pgboss.job where name = $1 and data->>'ticketId' = $2`,
          [RATING_EXPIRY_QUEUE, String(c.ticketId)],
        )
      ).rows as { state: string; delay: string }[];
    const [job] = await jobs();
    expect(job?.state).toBe('created');
    expect(Number(job?.delay)).toBeGreaterThanOrEqual(59);

    // The minute passes: the ask is older than that, and the job falls due now.
    await t.database.db
      .update(ticketLogs)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(and(eq(ticketLogs.ticketId, c.ticketId), eq(ticketLogs.type, 'nps')));
    await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and data->>'ticketId' = $2`,
      [RATING_EXPIRY_QUEUE, String(c.ticketId)],
    );

    const closed = await waitFor(
      () => row(c.ticketId),
      (ticket) => ticket.status === 'closed',
      15_000,
    );
    expect(closed.status).toBe('closed');
    expect(await ratingOf(c.ticketId)).toBeUndefined();
    expect(received(await c.phoneOnce((chat) => received(chat).length === 2))).toEqual([QUESTION, FAREWELL]);
  });

  it('an expiry job that falls due before the wait is over leaves the ticket waiting', async () => {
    const c = await ratedConversation({ expiresTicketNPS: 30 });
    await c.resolve();
    await t.app.services.ratings.expire({ companyId: (await row(c.ticketId)).companyId, ticketId: c.ticketId });
    expect((await row(c.ticketId)).status).toBe('nps');
  });
});
