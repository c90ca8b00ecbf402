import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { PLANTAO_WEEKDAYS } from '@guiche/shared';
import type { Database } from '../../db/database.js';
import { contacts, plantaoNotices, tickets } from '../../db/schema/index.js';
import { DomainEvents } from '../../events/domain-events.js';
import type { JobSendOptions } from '../../jobs/job-queue.js';
import { createCompany, createConnection, createUser } from '../../test/factories.js';
import { createTestDatabase, testDbKind } from '../../test/test-database.js';
import { waitFor } from '../../test/wait.js';
import { PLANTAO_DIGEST_QUEUE, PlantaoNotifier, type PlantaoChannels } from './plantao-notifier.js';
import { MIN_NOTICE_GAP_MINUTES } from './plantao-reminders.service.js';
import { plantaoRepository } from './plantao.repository.js';

/**
 * The on-call rule against the database, with a fake clock and the jobs called by hand (no waiting): what reaches the
 * phone is what the connection's adapter is asked to send. The path through the app and the simulator is in
 * plantao.test.ts.
 */
const MINUTE = 60_000;
// 2026-03-02 is a Monday; 10:00 in São Paulo. Every day's hours are 00:00–23:59, one period per day.
const MONDAY_10H = new Date('2026-03-02T13:00:00Z');
const allDay = PLANTAO_WEEKDAYS.map((day) => ({ ...day, startTime: '00:00', endTime: '23:59' }));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Sent {
  to: string;
  text: string;
}

/** One server process: its notifier, the messages its adapter sent, the digest jobs it queued. */
function processOf(clock: { at: Date }, failSends = false) {
  const sent: Sent[] = [];
  const digests: { data: unknown; options: JobSendOptions }[] = [];
  const channels: PlantaoChannels = {
    adapter: () => ({
      send: async (to, content) => {
        if (failSends) throw new Error('connection lost');
        sent.push({ to, text: content.kind === 'text' ? content.text : '' });
        return { chatId: to, messageId: `out-${sent.length}`, fromMe: true };
      },
    }),
  };
  const jobs = {
    declareQueue: async () => undefined,
    work: async () => undefined,
    send: async (queue: string, data: object, options: JobSendOptions = {}) => {
      if (queue === PLANTAO_DIGEST_QUEUE) digests.push({ data, options });
    },
  };
  const notifier = new PlantaoNotifier(
    database.db,
    new DomainEvents(() => undefined),
    jobs,
    channels,
    pino({ level: 'silent' }),
    () => clock.at,
  );
  return { notifier, sent, digests };
}

/** A company with a default connection, one person on call all week, and a way to open waiting tickets. */
async function onCallCompany(interval = 1) {
  const company = await createCompany(database.db);
  const user = await createUser(database.db, company.id, { profile: 'admin' });
  const connection = await createConnection(database.db, company.id, { isDefault: true });
  const plantao = await plantaoRepository.insert(database.db, company.id, {
    userId: user.id,
    phone: '5511966660000',
    interval,
    days: allDay,
  });
  let n = 0;
  const openTicket = async () => {
    n += 1;
    const [contact] = await database.db
      .insert(contacts)
      .values({ companyId: company.id, name: `Cliente ${n}`, number: `55119555${String(n).padStart(5, '0')}` })
      .returning();
    if (!contact) throw new Error('contact insert failed');
    const [ticket] = await database.db
      .insert(tickets)
      .values({ companyId: company.id, contactId: contact.id, whatsappId: connection.id, status: 'pending' })
      .returning();
    if (!ticket) throw new Error('ticket insert failed');
    return ticket.id;
  };
  return { company, plantao, openTicket };
}

/** The ticket ids a message names ('#12'). */
const idsIn = (messages: Sent[]) =>
  messages.flatMap((message) => [...message.text.matchAll(/#(\d+)/g)].map((match) => Number(match[1])));

describe('on-call reminders a person can bear', () => {
  let clock: { at: Date };
  beforeEach(() => {
    clock = { at: MONDAY_10H };
  });
  const advance = (ms: number) => {
    clock.at = new Date(clock.at.getTime() + ms);
  };

  it('a burst of 50 waiting tickets is one notice and one digest, each ticket named once', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const worker = processOf(clock);
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const ticketId = await openTicket();
      ids.push(ticketId);
      await worker.notifier.notify({ companyId: company.id, ticketId });
      advance(1000);
    }
    expect(worker.sent).toEqual([
      { to: '5511966660000', text: `Plantão: o atendimento #${ids[0]} de Cliente 1 aguarda na fila.` },
    ]);
    // The digest was asked for, one gap after the notice; early, it sends nothing and asks again.
    expect(worker.digests.at(-1)?.data).toEqual({ companyId: company.id, plantaoId: plantao.id });
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent).toHaveLength(1);
    // Rechecks of the same tickets (their look every few minutes) queue nothing new.
    for (const ticketId of ids) await worker.notifier.notify({ companyId: company.id, ticketId });

    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent).toHaveLength(2);
    expect(worker.sent[1]?.text.split('\n')[0]).toBe('Plantão: 49 atendimentos aguardam na fila:');
    expect(idsIn(worker.sent).sort((a, b) => a - b)).toEqual(ids);

    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    for (const ticketId of ids) await worker.notifier.notify({ companyId: company.id, ticketId });
    expect(worker.sent).toHaveLength(2);
  });

  it('a ticket taken before the digest is left out of it', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const worker = processOf(clock);
    const [first, taken, waiting] = [await openTicket(), await openTicket(), await openTicket()];
    for (const ticketId of [first, taken, waiting]) await worker.notifier.notify({ companyId: company.id, ticketId });
    await database.db.update(tickets).set({ status: 'open' }).where(eq(tickets.id, taken));
    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent.map((message) => message.text)).toEqual([
      `Plantão: o atendimento #${first} de Cliente 1 aguarda na fila.`,
      `Plantão: o atendimento #${waiting} de Cliente 3 aguarda na fila.`,
    ]);
  });

  it('a longer interval than the floor is obeyed between messages', async () => {
    const { company, plantao, openTicket } = await onCallCompany(15);
    const worker = processOf(clock);
    for (let i = 0; i < 3; i += 1)
      await worker.notifier.notify({ companyId: company.id, ticketId: await openTicket() });
    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent).toHaveLength(1);
    advance(10 * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent).toHaveLength(2);
  });

  it('a new period starts afresh: a ticket still waiting is told again, at once', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const worker = processOf(clock);
    const [old, queued] = [await openTicket(), await openTicket()];
    await worker.notifier.notify({ companyId: company.id, ticketId: old });
    await worker.notifier.notify({ companyId: company.id, ticketId: queued });
    expect(worker.sent).toHaveLength(1);
    // Monday's hours end at 23:59 before its digest went out: Monday's queue is dropped, not sent on Tuesday.
    clock.at = new Date('2026-03-03T02:59:30Z');
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent).toHaveLength(1);
    // Tuesday: the look at the still waiting ticket tells about it again, without waiting for a gap.
    clock.at = new Date('2026-03-03T03:01:00Z');
    await worker.notifier.notify({ companyId: company.id, ticketId: queued });
    expect(worker.sent.at(-1)?.text).toBe(`Plantão: o atendimento #${queued} de Cliente 2 aguarda na fila.`);
    await worker.notifier.notify({ companyId: company.id, ticketId: old });
    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    await worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(worker.sent.map((message) => idsIn([message]))).toEqual([[old], [queued], [old]]);
  });

  it('two processes running the digest at the same time send it once', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const first = processOf(clock);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      ids.push(await openTicket());
      await first.notifier.notify({ companyId: company.id, ticketId: ids.at(-1) ?? 0 });
    }
    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    const workers = [first, processOf(clock), processOf(clock), processOf(clock)];
    first.sent.length = 0;
    await Promise.all(
      workers.map((worker) => worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id })),
    );
    const sent = workers.flatMap((worker) => worker.sent);
    expect(sent).toHaveLength(1);
    expect(idsIn(sent)).toEqual(ids.slice(1));
  });

  // PGlite has one connection, so its transactions never overlap; on PostgreSQL they do. Here both digests have read
  // what is queued before either may write (the notices are held by another transaction), so only the person's row
  // lock keeps the second from sending the same digest again.
  it.skipIf(testDbKind() === 'pglite')('overlapping digest transactions on PostgreSQL send once', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const workers = [processOf(clock), processOf(clock)];
    const [first, second] = [await openTicket(), await openTicket()];
    for (const ticketId of [first, second]) await workers[0]?.notifier.notify({ companyId: company.id, ticketId });
    advance(MIN_NOTICE_GAP_MINUTES * MINUTE);
    let digests: Promise<void[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.select().from(plantaoNotices).where(eq(plantaoNotices.plantaoId, plantao.id)).for('update');
      digests = Promise.all(
        workers.map((worker) => worker.notifier.digest({ companyId: company.id, plantaoId: plantao.id })),
      );
      const waiting = async () => {
        const { rows } = await database.executeSql(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          [],
        );
        return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
      };
      await waitFor(waiting, (n) => n >= 2, 20_000);
    });
    await digests;
    expect(workers.flatMap((worker) => idsIn(worker.sent))).toEqual([first, second]);
  });

  it('a digest that could not be sent is sent by the next try, and the phone counts as not told', async () => {
    const { company, plantao, openTicket } = await onCallCompany();
    const broken = processOf(clock, true);
    const ticketId = await openTicket();
    await broken.notifier.notify({ companyId: company.id, ticketId });
    expect(broken.digests.length).toBeGreaterThan(0);
    const working = processOf(clock);
    await working.notifier.digest({ companyId: company.id, plantaoId: plantao.id });
    expect(idsIn(working.sent)).toEqual([ticketId]);
  });
});
