import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MessageListAnswer, MessageView } from '@guiche/shared';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { postForm, SAMPLE_FILES, simulatorConversation } from './test-conversation.js';

const MINUTE_MS = 60_000;

let t: TestApp;
/** The server's clock runs this far ahead of the real one (edit window). */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => t.close());

const send = (token: string, ticketId: number, body: unknown) =>
  call<MessageView>(t.url, 'POST', `/messages/${ticketId}`, { token, body });
const contactMessage = async (ticketId: number) => {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), eq(messages.fromMe, false)));
  if (!row) throw new Error('the contact wrote nothing');
  return row;
};

describe('POST /messages/edit/{id}', () => {
  it('edits one’s own message within 15 minutes of its last update, on the channel too', async () => {
    const { admin, adminToken, attendantToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const sent = await send(adminToken, chat.ticketId, { body: 'Olá, tudo bem?' });
    await chat.phoneOnce((c) => c.some((m) => m.body === 'Olá, tudo bem?'));

    clockOffsetMs = 16 * MINUTE_MS;
    try {
      expect(
        await call(t.url, 'POST', `/messages/edit/${sent.body.id}`, {
          token: adminToken,
          body: { body: 'tarde demais' },
        }),
      ).toMatchObject({
        status: 403,
        body: { error: 'ERR_MESSAGE_EDIT_NOT_ALLOWED' },
      });
    } finally {
      clockOffsetMs = 0;
    }
    clockOffsetMs = 14 * MINUTE_MS;
    try {
      const edited = await call<MessageView>(t.url, 'POST', `/messages/edit/${sent.body.id}`, {
        token: adminToken,
        body: { body: 'Olá, tudo certo?' },
      });
      expect(edited).toMatchObject({
        status: 200,
        body: { id: sent.body.id, body: 'Olá, tudo certo?', isEdited: true },
      });
    } finally {
      clockOffsetMs = 0;
    }
    const phone = await chat.phoneOnce((c) => c.some((m) => m.body === 'Olá, tudo certo?'));
    expect(phone.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual(['Olá, tudo certo?']);

    // Someone else's message, the contact's, and bad input.
    expect(
      (await call(t.url, 'POST', `/messages/edit/${sent.body.id}`, { token: attendantToken, body: { body: 'meu?' } }))
        .status,
    ).toBe(403);
    const incoming = await contactMessage(chat.ticketId);
    expect(
      await call(t.url, 'POST', `/messages/edit/${incoming.id}`, { token: adminToken, body: { body: 'x' } }),
    ).toMatchObject({ status: 403, body: { error: 'ERR_MESSAGE_EDIT_NOT_ALLOWED' } });
    expect(
      (await call(t.url, 'POST', `/messages/edit/${sent.body.id}`, { token: adminToken, body: { body: ' ' } })).status,
    ).toBe(400);
    const other = await createTeam(t);
    expect(
      await call(t.url, 'POST', `/messages/edit/${sent.body.id}`, { token: other.adminToken, body: { body: 'x' } }),
    ).toMatchObject({ status: 404 });
  });
});

describe('DELETE /messages/{id}', () => {
  it('deletes the company’s message for everyone; a queued one never leaves', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const sent = await send(adminToken, chat.ticketId, { body: 'enviei errado' });
    await chat.phoneOnce((c) => c.some((m) => m.body === 'enviei errado'));
    const deleted = await call<MessageView>(t.url, 'DELETE', `/messages/${sent.body.id}`, { token: adminToken });
    expect(deleted).toMatchObject({ status: 200, body: { id: sent.body.id, isDeleted: true } });
    expect((await chat.phone()).find((m) => m.body === 'enviei errado')?.isDeleted).toBe(true);
    expect((await call(t.url, 'DELETE', `/messages/${sent.body.id}`, { token: adminToken })).status).toBe(200);
    const incoming = await contactMessage(chat.ticketId);
    expect(await call(t.url, 'DELETE', `/messages/${incoming.id}`, { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const other = await createTeam(t);
    expect((await call(t.url, 'DELETE', `/messages/${sent.body.id}`, { token: other.adminToken })).status).toBe(404);

    // While the connection is down the reply waits in the queue; deleted there, it is never sent.
    await call(t.url, 'DELETE', `/whatsappsession/${chat.whatsappId}`, { token: adminToken });
    const queued = await send(adminToken, chat.ticketId, { body: 'nunca chega' });
    expect(
      (await call<MessageView>(t.url, 'DELETE', `/messages/${queued.body.id}`, { token: adminToken })).body.isDeleted,
    ).toBe(true);
    await send(adminToken, chat.ticketId, { body: 'chega depois' });
    await call(t.url, 'POST', `/whatsappsession/${chat.whatsappId}`, { token: adminToken });
    await call(t.url, 'POST', `/simulator/${chat.whatsappId}/scan`, { token: adminToken });
    const phone = await waitFor(chat.phone, (c) => c.some((m) => m.body === 'chega depois'), 20_000);
    expect(phone.map((m) => m.body)).not.toContain('nunca chega');
    expect(phone.map((m) => m.body)).toContain('chega depois');
  });
});

describe('POST /message/forward', () => {
  it('copies text and files into the contact’s active ticket, taking a pending one or opening one for the caller', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const incoming = await contactMessage(chat.ticketId);
    // Bruno wrote too and waits in a pending ticket; Carla never wrote.
    await call(t.url, 'POST', `/simulator/${chat.whatsappId}/chats/5511955551111/messages`, {
      token: adminToken,
      body: { contactName: 'Bruno', body: 'Bom dia' },
    });
    const [bruno] = await waitFor(
      () =>
        t.database.db
          .select()
          .from(tickets)
          .where(and(eq(tickets.whatsappId, chat.whatsappId), eq(tickets.status, 'pending'))),
      (rows) => rows.length === 1,
    );
    const [carla] = await t.database.db
      .insert(contacts)
      .values({ companyId: company.id, name: 'Carla', number: '5511955552222' })
      .returning();
    if (!bruno || !carla) throw new Error('setup failed');

    const toBruno = await call<MessageView>(t.url, 'POST', '/message/forward', {
      token: adminToken,
      body: { messageId: incoming.id, contactId: bruno.contactId },
    });
    expect(toBruno).toMatchObject({
      status: 201,
      body: { ticketId: bruno.id, body: 'Oi', isForwarded: true, fromMe: true, userId: admin.id },
    });
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, bruno.id)))[0]).toMatchObject({
      status: 'open',
      userId: admin.id,
    });

    const [picture] = (
      await postForm<MessageView[]>(t, `/messages/${chat.ticketId}`, adminToken, [
        { content: SAMPLE_FILES.png, type: 'image/png', name: 'foto.png' },
      ])
    ).body;
    const toCarla = await call<MessageView>(t.url, 'POST', '/message/forward', {
      token: adminToken,
      body: { messageId: picture?.id, contactId: carla.id },
    });
    expect(toCarla).toMatchObject({ status: 201, body: { mediaType: 'image', isForwarded: true } });
    // The copy points at the same stored file (its link may fall in a later expiry bucket).
    expect(keyOfMediaUrl(toCarla.body.mediaUrl)).toBe(keyOfMediaUrl(picture?.mediaUrl));
    expect((await t.database.db.select().from(tickets).where(eq(tickets.id, toCarla.body.ticketId)))[0]).toMatchObject({
      contactId: carla.id,
      whatsappId: chat.whatsappId,
      status: 'open',
      userId: admin.id,
    });

    const brunoPhone = await waitFor(
      () =>
        call<{ body: string; direction: string }[]>(
          t.url,
          'GET',
          `/simulator/${chat.whatsappId}/chats/5511955551111/messages`,
          { token: adminToken },
        ),
      (r) => r.body.some((m) => m.direction === 'out'),
    );
    expect(brunoPhone.body.filter((m) => m.direction === 'out').map((m) => m.body)).toEqual(['Oi']);
    const carlaPhone = await waitFor(
      () =>
        call<{ kind: string; mediaMime: string }[]>(
          t.url,
          'GET',
          `/simulator/${chat.whatsappId}/chats/5511955552222/messages`,
          { token: adminToken },
        ),
      (r) => r.body.length > 0,
    );
    expect(carlaPhone.body).toMatchObject([{ kind: 'image', mediaMime: 'image/png' }]);

    const note = await send(adminToken, chat.ticketId, { body: 'interno', isPrivate: true });
    expect(
      (
        await call(t.url, 'POST', '/message/forward', {
          token: adminToken,
          body: { messageId: note.body.id, contactId: carla.id },
        })
      ).status,
    ).toBe(400);
    const other = await createTeam(t);
    expect(
      await call(t.url, 'POST', '/message/forward', {
        token: other.adminToken,
        body: { messageId: incoming.id, contactId: carla.id },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await call(t.url, 'POST', '/message/forward', {
        token: adminToken,
        body: { messageId: incoming.id, contactId: 99_999_999 },
      }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_CONTACT_FOUND' } });
  });
});

describe('POST /react/messages', () => {
  it('stores and sends the caller’s reaction, shown on its target with the contact’s', async () => {
    const { admin, adminToken } = await createTeam(t);
    const chat = await simulatorConversation(t, adminToken, admin.id);
    const incoming = await contactMessage(chat.ticketId);
    const reacted = await call<MessageView>(t.url, 'POST', '/react/messages', {
      token: adminToken,
      body: { text: '👍', id: incoming.id, ticketId: chat.ticketId },
    });
    expect(reacted).toMatchObject({
      status: 200,
      body: { id: incoming.id, reactions: [{ emoji: '👍', fromMe: true }] },
    });
    const phone = await chat.phoneOnce((c) => c.some((m) => m.kind === 'reaction'));
    expect(phone.find((m) => m.kind === 'reaction')).toMatchObject({
      direction: 'out',
      body: '👍',
      targetWid: incoming.wid,
    });

    const answer = await send(adminToken, chat.ticketId, { body: 'Certo!' });
    // The phone holds the reply a moment before the server stores the channel's id for it.
    const [sentAnswer] = await waitFor(
      () => t.database.db.select().from(messages).where(eq(messages.id, answer.body.id)),
      ([row]) => row?.wid.startsWith('SIMOUT-') === true,
    );
    await call(t.url, 'POST', `/simulator/${chat.whatsappId}/chats/5511912345678/reactions`, {
      token: adminToken,
      body: { targetWid: sentAnswer?.wid, emoji: '❤️' },
    });
    const removed = await call<MessageView>(t.url, 'POST', '/react/messages', {
      token: adminToken,
      body: { text: '', id: incoming.wid, ticketId: chat.ticketId },
    });
    expect(removed.body.reactions).toEqual([]);

    const page = await waitFor(
      () => call<MessageListAnswer>(t.url, 'GET', `/messages/${chat.ticketId}`, { token: adminToken }),
      (r) => r.body.messages.some((m) => m.reactions.length > 0),
    );
    expect(page.body.count).toBe(2);
    expect(page.body.messages.map((m) => [m.body, m.reactions])).toEqual([
      ['Oi', []],
      ['Certo!', [{ emoji: '❤️', fromMe: false }]],
    ]);
    expect(
      await call(t.url, 'POST', '/react/messages', {
        token: adminToken,
        body: { text: '👍', id: 999_999_999, ticketId: chat.ticketId },
      }),
    ).toMatchObject({ status: 404 });
  });
});
