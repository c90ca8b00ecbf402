import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ContactView } from '@guiche/shared';
import { messages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { simulatorConversation } from '../messages/test-conversation.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NUMBER = '5511912345678';

describe('a blocked contact (“Contato bloqueado”)', () => {
  it('is not heard: their messages open no ticket, count as nothing unread and raise nothing, until unblocked', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id, NUMBER);
    await t.database.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, chat.ticketId));
    const raised: string[] = [];
    const blockChanges: { address: string; blocked: boolean }[] = [];
    for (const name of ['ticket.created', 'ticket.updated', 'message.created'] as const) {
      t.app.services.events.on(name, ({ companyId }) => {
        if (companyId === company.id) raised.push(name);
      });
    }
    t.app.services.events.on('contact.blockChanged', ({ companyId, address, blocked }) => {
      if (companyId === company.id) blockChanges.push({ address, blocked });
    });
    const block = (active: boolean) =>
      call<ContactView>(t.url, 'PUT', `/contacts/block/${chat.contactId}`, { token: adminToken, body: { active } });
    const write = (body: string) =>
      call(t.url, 'POST', `/simulator/${chat.whatsappId}/chats/${NUMBER}/messages`, {
        token: adminToken,
        body: { body },
      });

    expect((await block(false)).body.active).toBe(false);
    expect((await write('Me responde!')).status).toBe(201);
    expect((await block(true)).body.active).toBe(true);
    expect(raised).toEqual([]);
    expect((await write('Voltei')).status).toBe(201);

    const stored = () =>
      t.database.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.contactId, chat.contactId))
        .orderBy(asc(messages.id));
    // One chat's messages are handled in order: once 'Voltei' is stored, the blocked one was handled before it.
    expect((await waitFor(stored, (rows) => rows.some((row) => row.body === 'Voltei'))).map((row) => row.body)).toEqual(
      ['Oi', 'Voltei'],
    );
    expect(blockChanges).toEqual([
      { address: NUMBER, blocked: true },
      { address: NUMBER, blocked: false },
    ]);
    const active = (await t.database.db.select().from(tickets).where(eq(tickets.contactId, chat.contactId))).filter(
      (row) => row.status !== 'closed',
    );
    expect(active.map((row) => row.unreadMessages)).toEqual([1]);
  });
});
