import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection } from '@guiche/shared';
import { messages, tickets } from '../../db/schema/index.js';
import type { DomainEventMap } from '../../events/domain-events.js';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { liveMessageViews } from './message.presenter.js';
import { messagesRepository } from './messages.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A company with a paired simulator connection and a contact's ticket accepted by the admin. */
async function conversation() {
  const company = await createCompany(t.database.db);
  const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
  const { token } = await login(t.url, admin.email, admin.password);
  const created = await call<Connection>(t.url, 'POST', '/whatsapp', {
    token,
    body: { name: 'Sim', channel: 'simulator' },
  });
  const id = created.body.id;
  await waitFor(
    () => call<Connection>(t.url, 'GET', `/whatsapp/${id}`, { token }),
    (r) => r.body.status === 'qrcode',
  );
  await call(t.url, 'POST', `/simulator/${id}/scan`, { token });
  await call(t.url, 'POST', `/simulator/${id}/chats/5511912345678/messages`, {
    token,
    body: { contactName: 'Ana', body: 'Oi' },
  });
  const [ticket] = await waitFor(
    () => t.database.db.select().from(tickets).where(eq(tickets.companyId, company.id)),
    (rows) => rows.length === 1,
  );
  if (!ticket) throw new Error('no ticket');
  // Accepting comes with the inbox; here the ticket is simply opened.
  await t.database.db.update(tickets).set({ status: 'open', userId: admin.id }).where(eq(tickets.id, ticket.id));
  return { token, whatsappId: id, ticketId: ticket.id, companyId: company.id };
}

const phoneChat = (token: string, whatsappId: number) =>
  call<{ direction: string; body: string; ack: number }[]>(
    t.url,
    'GET',
    `/simulator/${whatsappId}/chats/5511912345678/messages`,
    { token },
  );

describe('replies through the durable outbound queue', () => {
  it('a reply is stored at once (clock), reaches the phone, and its acks progress to read', async () => {
    const { token, whatsappId, ticketId, companyId } = await conversation();
    const sent = await call<{ id: number; ack: number; fromMe: boolean }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Olá Ana, tudo bem?' },
    });
    expect(sent).toMatchObject({ status: 201, body: { ack: 0, fromMe: true } });
    const phone = await waitFor(
      () => phoneChat(token, whatsappId),
      (r) => r.body.some((m) => m.direction === 'out' && m.ack === 3),
    );
    expect(phone.body.find((m) => m.direction === 'out')).toMatchObject({ body: 'Olá Ana, tudo bem?', ack: 3 });
    const [stored] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
      (rows) => rows[0]?.ack === 3,
    );
    expect(stored?.wid).toMatch(/^SIMOUT-/);
    expect((await t.database.db.select().from(tickets).where(eq(tickets.companyId, companyId)))[0]).toMatchObject({
      lastMessage: 'Olá Ana, tudo bem?',
      fromMe: true,
    });
  });

  it('the live update of a reply the channel just took looks for no reactions: none can name its new id yet', async () => {
    const { token, ticketId, companyId } = await conversation();
    const sent = await call<{ id: number }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Já verifico.' },
    });
    const [stored] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)),
      // Read by the phone: its acks, whose live updates look for reactions, are all in.
      (rows) => rows[0]?.ack === 3,
    );
    const updates: DomainEventMap['message.updated'][] = [];
    t.app.services.events.on('message.updated', (event) => void updates.push(event));
    const reads = vi.spyOn(messagesRepository, 'reactionsOn');
    const hint = {
      message: stored!,
      ticket: {
        id: ticketId,
        queueId: null,
        channel: 'simulator' as const,
        contact: { id: stored!.contactId!, name: 'Ana', profilePicUrl: null },
      },
    };

    // The acks' own live updates may still be running: count only the lookups made through this test's handle.
    const db: typeof t.database.db = Object.create(t.database.db);
    const lookedFor = () => reads.mock.calls.flatMap(([handle, , , targetWids]) => (handle === db ? targetWids : []));
    await liveMessageViews(db, companyId, [stored!.id], new Map([[stored!.id, { ...hint, unreacted: true }]]));
    expect(lookedFor()).toEqual([]);
    await liveMessageViews(db, companyId, [stored!.id], new Map([[stored!.id, hint]]));
    expect(lookedFor()).toEqual([stored!.wid]);
    reads.mockRestore();

    // The delivery says so when it writes the channel's id.
    const next = await call<{ id: number }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Pronto.' },
    });
    const [announced] = await waitFor(
      async () =>
        updates.filter((event) => event.messageId === next.body.id && event.hints?.message.wid.startsWith('SIMOUT-')),
      (events) => events.length > 0,
    );
    expect(announced?.hints?.justSent).toBe(true);
  });

  it('a reply while the connection is down waits, and goes out once the session is back', async () => {
    const { token, whatsappId, ticketId } = await conversation();
    await call(t.url, 'DELETE', `/whatsappsession/${whatsappId}`, { token });
    const sent = await call<{ id: number }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Você ainda está aí?' },
    });
    await pause(1500);
    expect((await t.database.db.select().from(messages).where(eq(messages.id, sent.body.id)))[0]).toMatchObject({
      ack: 0,
      failedReason: null,
    });
    await call(t.url, 'POST', `/whatsappsession/${whatsappId}`, { token });
    await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token });
    const phone = await waitFor(
      () => phoneChat(token, whatsappId),
      (r) => r.body.some((m) => m.body === 'Você ainda está aí?'),
      15_000,
    );
    expect(phone.body.some((m) => m.direction === 'out' && m.body === 'Você ainda está aí?')).toBe(true);
  });

  it('a quote of a reply still queued follows it to its channel id once it is sent', async () => {
    const { token, whatsappId, ticketId } = await conversation();
    await call(t.url, 'DELETE', `/whatsappsession/${whatsappId}`, { token });
    const first = await call<{ id: number; wid: string }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Primeira' },
    });
    const quoting = await call<{ id: number; quotedMsgId: string }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'Sobre a primeira', quotedMsgId: first.body.id },
    });
    expect(quoting.body.quotedMsgId).toBe(first.body.wid);
    await call(t.url, 'POST', `/whatsappsession/${whatsappId}`, { token });
    await call(t.url, 'POST', `/simulator/${whatsappId}/scan`, { token });
    const [sent] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, first.body.id)),
      (rows) => /^SIMOUT-/.test(rows[0]?.wid ?? ''),
      15_000,
    );
    const [relinked] = await t.database.db.select().from(messages).where(eq(messages.id, quoting.body.id));
    expect(relinked?.quotedMsgId).toBe(sent?.wid);
  });

  it('a private note stays inside the company', async () => {
    const { token, whatsappId, ticketId } = await conversation();
    const note = await call<{ isPrivate: boolean }>(t.url, 'POST', `/messages/${ticketId}`, {
      token,
      body: { body: 'cliente VIP', isPrivate: true },
    });
    expect(note.body.isPrivate).toBe(true);
    await pause(1500);
    expect((await phoneChat(token, whatsappId)).body.some((m) => m.body === 'cliente VIP')).toBe(false);
  });

  it('refuses empty replies, closed tickets and other companies’ tickets', async () => {
    const { token, ticketId } = await conversation();
    expect(await call(t.url, 'POST', `/messages/${ticketId}`, { token, body: { body: '   ' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    const other = await conversation();
    expect(
      await call(t.url, 'POST', `/messages/${other.ticketId}`, { token, body: { body: 'intruso' } }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_TICKET_FOUND' } });
    await t.database.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticketId));
    expect(await call(t.url, 'POST', `/messages/${ticketId}`, { token, body: { body: 'oi' } })).toMatchObject({
      status: 409,
      body: { error: 'ERR_TICKET_NOT_OPEN' },
    });
  });
});
