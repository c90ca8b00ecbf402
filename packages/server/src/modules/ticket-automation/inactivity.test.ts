import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TicketLogEntry } from '@guiche/shared';
import { tickets, whatsapps } from '../../db/schema/index.js';
import { connectionsRepository } from '../connections/connections.repository.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { automationCompany, jobsRan, timedConversation } from './automation-test-kit.js';

// A settings minute lasts a second here.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ticketTimerMinuteMs: 1000 });
});
afterAll(() => t.close());

const REMINDER = 'Ainda está aí, {{firstName}}?';
const CLOSING = 'Encerramos por falta de resposta.';
const isReminder = (m: { dataJson: unknown }) =>
  (m.dataJson as { automation?: string } | null)?.automation === 'inactivityNotice';

describe('inactivity (connection timeInactiveMessage, expiresTicket, whenExpiresTicket)', () => {
  it('reminds a silent contact once, then closes the ticket with expiresInactiveMessage (whenExpiresTicket 1: open tickets too)', async () => {
    const { admin, token } = await automationCompany(t);
    const c = await timedConversation(t, token, admin.id, {
      timeInactiveMessage: 1,
      inactiveMessage: REMINDER,
      expiresTicket: 2,
      whenExpiresTicket: 1,
      expiresInactiveMessage: CLOSING,
    });
    expect((await c.reply('Posso ajudar em algo mais?')).status).toBe(201);

    // The closing text follows the close.
    await waitFor(c.companyMessages, (messages) => messages.some((m) => m.body === CLOSING));
    const closed = await c.ticket();
    expect(closed).toMatchObject({ status: 'closed', isBot: false });
    expect(closed.closedAt).not.toBeNull();
    expect((await c.companyMessages()).map((m) => m.body)).toEqual([
      'Posso ajudar em algo mais?',
      'Ainda está aí, Ana?',
      CLOSING,
    ]);
    const chat = await c.phoneOnce((messages) => messages.some((m) => m.body === CLOSING));
    expect(chat.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual([
      'Posso ajudar em algo mais?',
      'Ainda está aí, Ana?',
      CLOSING,
    ]);
    const logs = (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${c.ticketId}`, { token })).body;
    expect(logs.map((entry) => entry.type)).toContain('closed');
  });

  it('whenExpiresTicket 0 watches only tickets the bot holds: an open ticket stays, the bot one closes', async () => {
    const { admin, token } = await automationCompany(t);
    const rules = {
      timeInactiveMessage: 1,
      inactiveMessage: REMINDER,
      expiresTicket: 2,
      whenExpiresTicket: 0,
      expiresInactiveMessage: CLOSING,
    };
    const attended = await timedConversation(t, token, admin.id, rules, '5511911110001');
    const withBot = await timedConversation(t, token, admin.id, rules, '5511911110002');
    await t.database.db
      .update(tickets)
      .set({ status: 'pending', userId: null, isBot: true })
      .where(eq(tickets.id, withBot.ticketId));

    await attended.reply('Um momento, por favor.');
    // The bot speaks as the conversation engine does: through the outbound queue, as nobody.
    await t.app.services.outbound.post(await withBot.ticket(), null, [
      { body: 'Escolha uma opção: 1 - Vendas', isBot: true },
    ]);

    await waitFor(withBot.companyMessages, (messages) => messages.some((m) => m.body === CLOSING));
    expect((await withBot.ticket()).status).toBe('closed');
    expect((await withBot.companyMessages()).map((m) => m.body)).toEqual([
      'Escolha uma opção: 1 - Vendas',
      'Ainda está aí, Ana?',
      CLOSING,
    ]);
    // The attendant's reply was due for its reminder a second before the bot's ticket closed: none came.
    expect((await attended.ticket()).status).toBe('open');
    expect((await attended.companyMessages()).map((m) => m.body)).toEqual(['Um momento, por favor.']);
    expect(await attended.jobs()).toEqual([]);
  });

  it("times a bot answer by the connection its post carries (the engine's), without reading it again", async () => {
    const { companyId, admin, token } = await automationCompany(t);
    const c = await timedConversation(t, token, admin.id, { timeInactiveMessage: 0, expiresTicket: 0 });
    const ticket = await c.ticket();
    await t.database.db
      .update(tickets)
      .set({ status: 'pending', userId: null, isBot: true })
      .where(eq(tickets.id, c.ticketId));
    const [stored] = await t.database.db.select().from(whatsapps).where(eq(whatsapps.id, c.whatsappId));
    // The connection as the engine holds it: its rules here are the carried row's only (the stored one has none).
    const carried = { ...stored!, timeInactiveMessage: 5, inactiveMessage: REMINDER, whenExpiresTicket: 0 };
    const reads = vi.spyOn(connectionsRepository, 'findByIds');
    await t.app.services.outbound.post(
      { ...ticket, status: 'pending', userId: null, isBot: true },
      null,
      [{ body: 'Escolha uma opção: 1 - Vendas', isBot: true }],
      { connection: carried },
    );

    await waitFor(c.jobs, (jobs) => jobs.some((job) => job.kind === 'inactivity'));
    expect(reads.mock.calls.filter(([, readFor]) => readFor === companyId)).toEqual([]);
    reads.mockRestore();
  });

  it('the contact writing ends the silence; the next company message starts a new one, counted from it', async () => {
    const { admin, token } = await automationCompany(t);
    const c = await timedConversation(t, token, admin.id, {
      timeInactiveMessage: 3,
      inactiveMessage: REMINDER,
      whenExpiresTicket: 1,
    });
    await c.reply('Qual o número do pedido?');
    const [firstJob] = await waitFor(c.jobs, (jobs) => jobs.length === 1);
    await c.say('Só um minuto, vou procurar');
    await waitFor(c.ticket, (ticket) => ticket.lastMessage === 'Só um minuto, vou procurar');

    // The first silence's job fires, finds the contact's answer and does nothing.
    await jobsRan(t.database, c.ticketId, (job) => job.afterMessageId === firstJob?.afterMessageId);
    expect((await c.companyMessages()).filter(isReminder)).toEqual([]);

    const second = await c.reply('Fico no aguardo.');
    const said = await waitFor(c.companyMessages, (messages) => messages.some(isReminder));
    const reminders = said.filter(isReminder);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.id).toBeGreaterThan(second.body.id);
    expect((await c.jobs()).map((job) => job.afterMessageId)).toEqual([firstJob?.afterMessageId, expect.any(Number)]);
    expect((await c.ticket()).status).toBe('open');
  });

  it('closing the ticket stops its timers: the job that falls due does nothing', async () => {
    const { admin, token } = await automationCompany(t);
    const c = await timedConversation(t, token, admin.id, {
      timeInactiveMessage: 2,
      inactiveMessage: REMINDER,
      expiresTicket: 3,
      whenExpiresTicket: 1,
      expiresInactiveMessage: CLOSING,
    });
    await c.reply('Resolvido então!');
    await waitFor(c.jobs, (jobs) => jobs.length === 1);
    const resolved = await call(t.url, 'PUT', `/tickets/${c.ticketId}`, {
      token,
      body: { status: 'closed', userId: admin.id, sendFarewellMessage: false },
    });
    expect(resolved.status).toBe(200);

    const jobs = await jobsRan(t.database, c.ticketId, (job) => job.kind === 'inactivity');
    // Nothing was said, and nothing waits to run later.
    expect((await c.companyMessages()).map((m) => m.body)).toEqual(['Resolvido então!']);
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
  });
});
