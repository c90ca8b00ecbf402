import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { TicketView } from '@guiche/shared';
import { messages, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { createInbox, insertContact, insertTicket } from './testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: number, body: Record<string, unknown>) =>
  call<TicketView>(t.url, 'PUT', `/tickets/${id}`, { token, body });
// The texts are stored (and queued for the channel) before the PUT answers.
const bodiesOf = async (ticketId: number) =>
  (
    await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.ticketId, ticketId))
      .orderBy(asc(messages.id))
  ).map((m) => m.body);

describe('sendFarewellWaitingTicket: closing a pending ticket says goodbye too', () => {
  it('sends the farewell when ignoring a pending ticket with the setting on, unless declined; none with it off', async () => {
    const inbox = await createInbox(t);
    const off = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    expect(await put(inbox.agentA.token, off.id, { status: 'closed' })).toMatchObject({
      status: 200,
      body: { status: 'closed' },
    });
    expect(await bodiesOf(off.id)).toEqual([]);

    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'sendFarewellWaitingTicket', 'enabled');
    const on = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    expect(await put(inbox.agentA.token, on.id, { status: 'closed' })).toMatchObject({
      status: 200,
      body: { status: 'closed' },
    });
    expect(await bodiesOf(on.id)).toEqual(['Atendimento encerrado.']);

    const declined = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id });
    await put(inbox.agentA.token, declined.id, { status: 'closed', sendFarewellMessage: false });
    expect(await bodiesOf(declined.id)).toEqual([]);
  });
});

describe('placeholders in the texts sent as the attendant', () => {
  it('fills the farewell and the replies, quick replies included; notes stay as typed', async () => {
    const inbox = await createInbox(t);
    const { db } = t.database;
    await db
      .update(users)
      .set({ farewellMessage: 'Obrigado, {{firstName}}! Protocolo {{protocol}}. {{userName}}, {{queue}}' })
      .where(eq(users.id, inbox.agentA.user.id));
    const contact = await insertContact(db, inbox.companyId, { name: 'Carla Souza' });
    const ticket = await insertTicket(db, inbox, {
      contactId: contact.id,
      queueId: inbox.queueA.id,
      userId: inbox.agentA.user.id,
      status: 'open',
    });
    const send = (body: Record<string, unknown>) =>
      call(t.url, 'POST', `/messages/${ticket.id}`, { token: inbox.agentA.token, body });
    expect(
      await send({ body: 'Olá {{name}}, aqui é {{userName}} do {{queue}} ({{ticket_id}}). {{desconhecido}}' }),
    ).toMatchObject({
      status: 201,
      body: { body: `Olá Carla Souza, aqui é Ana do Vendas (${ticket.id}). {{desconhecido}}` },
    });
    await send({ body: 'nota sobre {{name}}', isPrivate: true });
    await put(inbox.agentA.token, ticket.id, { status: 'closed' });
    const [reply, note, farewell] = await bodiesOf(ticket.id);
    expect(reply).toBe(`Olá Carla Souza, aqui é Ana do Vendas (${ticket.id}). {{desconhecido}}`);
    expect(note).toBe('nota sobre {{name}}');
    expect(farewell).toMatch(new RegExp(`^Obrigado, Carla! Protocolo \\d{14}${ticket.id}\\. Ana, Vendas$`));
  });
});

describe('sendMsgTransfTicket: the contact hears of a transfer', () => {
  it('names the queue on a transfer to a queue and the attendant on a transfer to a user; nothing with the setting off', async () => {
    const inbox = await createInbox(t);
    const quiet = await insertTicket(t.database.db, inbox, {
      status: 'open',
      userId: inbox.admin.user.id,
      queueId: inbox.queueA.id,
    });
    expect(await put(inbox.admin.token, quiet.id, { status: 'pending', queueId: inbox.queueB.id })).toMatchObject({
      status: 200,
      body: { queueId: inbox.queueB.id },
    });
    expect(await bodiesOf(quiet.id)).toEqual([]);

    await settingsRepository.updateColumn(t.database.db, inbox.companyId, 'sendMsgTransfTicket', 'enabled');
    const toQueue = await insertTicket(t.database.db, inbox, {
      status: 'open',
      userId: inbox.admin.user.id,
      queueId: inbox.queueA.id,
    });
    await put(inbox.admin.token, toQueue.id, { status: 'pending', queueId: inbox.queueB.id });
    expect(await bodiesOf(toQueue.id)).toEqual([
      '*Mensagem automática:* seu atendimento foi transferido para o setor *Suporte*. Aguarde, já vamos te atender!',
    ]);

    const toUser = await insertTicket(t.database.db, inbox, {
      status: 'open',
      userId: inbox.admin.user.id,
      queueId: inbox.queueA.id,
    });
    await put(inbox.admin.token, toUser.id, { status: 'open', userId: inbox.agentA.user.id });
    expect(await bodiesOf(toUser.id)).toEqual([
      '*Mensagem automática:* seu atendimento foi transferido para *Ana*. Aguarde, já vamos te atender!',
    ]);

    // Returning to the same queue is no transfer.
    const returned = await insertTicket(t.database.db, inbox, {
      status: 'open',
      userId: inbox.admin.user.id,
      queueId: inbox.queueA.id,
    });
    await put(inbox.admin.token, returned.id, { status: 'pending' });
    expect(await bodiesOf(returned.id)).toEqual([]);
  });
});
