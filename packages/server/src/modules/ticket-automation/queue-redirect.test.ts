import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TicketLogEntry } from '@guiche/shared';
import { tickets, whatsapps } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation } from '../messages/test-conversation.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { automationCompany, companyMessages } from './automation-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ticketTimerMinuteMs: 1000 });
});
afterAll(() => t.close());

describe('redirect of tickets without a queue (connection timeSendQueue, sendIdQueue)', () => {
  it('a pending ticket still without a queue after timeSendQueue minutes moves to sendIdQueue, and the contact is told', async () => {
    const { db } = t.database;
    const { companyId, admin, token } = await automationCompany(t);
    await settingsRepository.updateColumn(db, companyId, 'sendMsgTransfTicket', 'enabled');
    const queue = await createQueue(db, companyId, { name: 'Triagem' });
    const { whatsappId, ticketId: attendedId } = await simulatorConversation(t, token, admin.id, '5511911110001');
    await db.update(whatsapps).set({ timeSendQueue: 1, sendIdQueue: queue.id }).where(eq(whatsapps.id, whatsappId));

    // A new contact writes and nobody (no menu answer, no attendant) gives the ticket a queue.
    await call(t.url, 'POST', `/simulator/${whatsappId}/chats/5511911110002/messages`, {
      token,
      body: { contactName: 'Bia', body: 'Olá' },
    });
    const [created] = await waitFor(
      () => db.select().from(tickets).where(eq(tickets.whatsappId, whatsappId)),
      (rows) => rows.length === 2,
    ).then((rows) => rows.filter((row) => row.id !== attendedId));
    expect(created).toMatchObject({ status: 'pending', queueId: null });

    const [moved] = await waitFor(
      () => db.select().from(tickets).where(eq(tickets.id, created!.id)),
      ([row]) => row?.queueId === queue.id,
    );
    expect(moved).toMatchObject({ status: 'pending', queueId: queue.id, userId: null, isBot: false });
    const logs = (await call<TicketLogEntry[]>(t.url, 'GET', `/tickets-log/${created!.id}`, { token })).body;
    expect(logs.find((entry) => entry.type === 'redirect')).toMatchObject({ queue: { id: queue.id } });
    const told = await waitFor(
      () => companyMessages(t.database, created!.id),
      (messages) => messages.length > 0,
    );
    expect(told.map((m) => m.body)).toEqual([
      '*Mensagem automática:* seu atendimento foi transferido para o setor *Triagem*. Aguarde, já vamos te atender!',
    ]);
  });
});
