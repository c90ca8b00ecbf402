import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverEvents,
  unreadsOf,
  type ChatDeleteEventPayload,
  type ChatListAnswer,
  type ChatMessagesAnswer,
  type ChatMessageView,
  type ChatRoomEventPayload,
  type ChatUnreadsAnswer,
  type ChatUserEventPayload,
  type ChatView,
} from '@guiche/shared';
import { plans } from '../../db/schema/index.js';
import { keyOfMediaUrl } from '../../test/media.js';
import { call } from '../../test/http.js';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { loggedInUser } from '../contacts/testing/fixtures.js';
import { CHAT_MESSAGES_PAGE_SIZE } from './internal-chat.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A company with an owner-to-be, a colleague to chat with and a third user who is left out. */
async function office() {
  const team = await createTeam(t);
  const ana = await loggedInUser(t, team.company.id, 'user');
  const bruno = await loggedInUser(t, team.company.id, 'user');
  const carla = await loggedInUser(t, team.company.id, 'user');
  return { ...team, ana, bruno, carla };
}

const createChat = async (token: string, body: Record<string, unknown>) => {
  const res = await call<ChatView>(t.url, 'POST', '/chats', { token, body });
  if (res.status !== 201) throw new Error(`chat: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const send = async (token: string, chatId: number, message: string) => {
  const res = await call<ChatMessageView>(t.url, 'POST', `/chats/${chatId}/messages`, { token, body: { message } });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const list = async (token: string, query = '') =>
  (await call<ChatListAnswer>(t.url, 'GET', `/chats${query}`, { token })).body;
const unreads = async (token: string) =>
  (await call<ChatUnreadsAnswer>(t.url, 'GET', '/chats/unreads', { token })).body.unreads;

function sendFile(token: string, chatId: number, content: Buffer, filename: string) {
  const form = new FormData();
  form.set('fromMe', 'true');
  form.set('typeArch', 'chats');
  form.set('body', filename);
  form.set('medias', new Blob([new Uint8Array(content)], { type: 'image/png' }), filename);
  return fetch(`${t.url}/api/chats/${chatId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('internal chat: chats', () => {
  it('creates a chat owned by its creator, finds it by id, uuid and title, edits and deletes it', async () => {
    const { ana, bruno, carla } = await office();
    const chat = await createChat(ana.token, {
      title: '  Plantão de sábado ',
      users: [{ id: bruno.user.id, name: 'anything' }],
    });
    expect(chat).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Plantão de sábado',
      ownerId: ana.user.id,
      lastMessage: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      users: expect.arrayContaining([
        { userId: ana.user.id, unreads: 0, user: { id: ana.user.id, name: ana.user.name } },
        { userId: bruno.user.id, unreads: 0, user: { id: bruno.user.id, name: bruno.user.name } },
      ]),
    });
    expect(chat.users).toHaveLength(2);
    expect(await call(t.url, 'GET', `/chats/${chat.uuid}`, { token: bruno.token })).toMatchObject({
      status: 200,
      body: { id: chat.id },
    });
    expect(await list(bruno.token, '?searchParam=s%C3%A1bado')).toEqual({ records: [chat], hasMore: false });
    expect(await list(bruno.token, '?searchParam=domingo')).toEqual({ records: [], hasMore: false });

    const edited = await call<ChatView>(t.url, 'PUT', `/chats/${chat.id}`, {
      token: ana.token,
      body: { title: 'Plantão', users: [{ id: bruno.user.id }, { id: carla.user.id }] },
    });
    expect(edited).toMatchObject({ status: 200, body: { title: 'Plantão', ownerId: ana.user.id } });
    expect(edited.body.users.map((member) => member.userId).sort()).toEqual(
      [ana.user.id, bruno.user.id, carla.user.id].sort(),
    );

    expect((await call(t.url, 'DELETE', `/chats/${chat.id}`, { token: ana.token })).status).toBe(204);
    expect(await call(t.url, 'GET', `/chats/${chat.id}`, { token: ana.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_CHAT_NOT_FOUND' },
    });
    expect((await list(bruno.token)).records).toEqual([]);
  });

  it('answers the chat dialog’s validation texts (spec 1 §5) and refuses users of another company', async () => {
    const { ana } = await office();
    const stranger = await createTeam(t);
    const post = (body: unknown) => call(t.url, 'POST', '/chats', { token: ana.token, body });
    expect(await post({ title: '   ', users: [] })).toMatchObject({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        issues: expect.arrayContaining([
          { path: 'title', message: 'validation.chatTitleRequired' },
          { path: 'users', message: 'validation.chatUsersRequired' },
        ]),
      },
    });
    expect(await post({})).toMatchObject({
      status: 400,
      body: { issues: expect.arrayContaining([{ path: 'title', message: 'validation.chatTitleRequired' }]) },
    });
    expect(await post({ title: 'Fora', users: [{ id: stranger.admin.id }] })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
    expect(await call(t.url, 'GET', '/chats/abc', { token: ana.token })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect((await list(ana.token)).records).toEqual([]);
  });

  it('lets only the owner edit or delete, and only members see the chat at all', async () => {
    const { ana, bruno, carla, adminToken } = await office();
    const chat = await createChat(ana.token, { title: 'Só nós', users: [{ id: bruno.user.id }] });
    const form = { title: 'Tomado', users: [{ id: bruno.user.id }] };
    // A member who does not own it: refused.
    expect(await call(t.url, 'PUT', `/chats/${chat.id}`, { token: bruno.token, body: form })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'DELETE', `/chats/${chat.id}`, { token: bruno.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    // Not a member, even the company's admin: it does not exist.
    for (const token of [carla.token, adminToken]) {
      expect(await call(t.url, 'GET', `/chats/${chat.id}`, { token })).toMatchObject({
        status: 404,
        body: { error: 'ERR_CHAT_NOT_FOUND' },
      });
      expect(await call(t.url, 'GET', `/chats/${chat.uuid}`, { token })).toMatchObject({ status: 404 });
      expect(await call(t.url, 'GET', `/chats/${chat.id}/messages`, { token })).toMatchObject({ status: 404 });
      expect(
        await call(t.url, 'POST', `/chats/${chat.id}/messages`, { token, body: { message: 'Entrei?' } }),
      ).toMatchObject({ status: 404 });
      expect(await call(t.url, 'POST', `/chats/${chat.id}/read`, { token, body: {} })).toMatchObject({ status: 404 });
      expect(await call(t.url, 'PUT', `/chats/${chat.id}`, { token, body: form })).toMatchObject({ status: 404 });
      expect(await call(t.url, 'DELETE', `/chats/${chat.id}`, { token })).toMatchObject({ status: 404 });
      expect((await list(token)).records).toEqual([]);
    }
    const read = await call<ChatMessagesAnswer>(t.url, 'GET', `/chats/${chat.id}/messages`, { token: ana.token });
    expect(read).toMatchObject({ status: 200, body: { records: [], hasMore: false } });
    expect((await call<ChatView>(t.url, 'GET', `/chats/${chat.id}`, { token: bruno.token })).body.title).toBe('Só nós');
  });

  it('keeps each company’s chats to itself', async () => {
    const { ana, bruno } = await office();
    const other = await createTeam(t);
    const chat = await createChat(ana.token, { title: 'Interno', users: [{ id: bruno.user.id }] });
    expect(await call(t.url, 'GET', `/chats/${chat.id}`, { token: other.adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_CHAT_NOT_FOUND' },
    });
    expect(
      await call(t.url, 'POST', `/chats/${chat.id}/messages`, { token: other.adminToken, body: { message: 'Oi' } }),
    ).toMatchObject({ status: 404 });
    expect(await call(t.url, 'DELETE', `/chats/${chat.id}`, { token: other.adminToken })).toMatchObject({
      status: 404,
    });
    expect((await list(other.adminToken)).records).toEqual([]);
    expect(
      await call(t.url, 'PUT', `/chats/${chat.id}`, {
        token: ana.token,
        body: { title: 'Interno', users: [{ id: other.attendant.id }] },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
  });

  it('needs the plan flag useInternalChat', async () => {
    const { company, ana, bruno } = await office();
    const chat = await createChat(ana.token, { title: 'Antes', users: [{ id: bruno.user.id }] });
    await t.database.db.update(plans).set({ useInternalChat: false }).where(eq(plans.id, company.planId));
    expect(await call(t.url, 'GET', '/chats', { token: ana.token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await call(t.url, 'GET', '/chats/unreads', { token: ana.token })).toMatchObject({ status: 403 });
    expect(
      await call(t.url, 'POST', '/chats', {
        token: ana.token,
        body: { title: 'Depois', users: [{ id: bruno.user.id }] },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await call(t.url, 'POST', `/chats/${chat.id}/messages`, { token: bruno.token, body: { message: 'Oi' } }),
    ).toMatchObject({ status: 403 });
    expect(await call(t.url, 'GET', `/chats/${chat.id}/messages`, { token: bruno.token })).toMatchObject({
      status: 403,
    });
    expect(await call(t.url, 'DELETE', `/chats/${chat.id}`, { token: ana.token })).toMatchObject({ status: 403 });
  });
});

describe('internal chat: messages', () => {
  it('counts unread messages per member until each reads them, and pages the messages newest page first', async () => {
    const { ana, bruno, carla } = await office();
    const chat = await createChat(ana.token, { title: 'Turno', users: [{ id: bruno.user.id }, { id: carla.user.id }] });
    const first = await send(ana.token, chat.id, '  Bom dia!  ');
    expect(first).toEqual({
      id: expect.any(Number),
      chatId: chat.id,
      senderId: ana.user.id,
      sender: { id: ana.user.id, name: ana.user.name },
      message: 'Bom dia!',
      mediaPath: null,
      mediaType: null,
      createdAt: expect.any(String),
    });
    await send(ana.token, chat.id, 'Alguém na fila 2?');
    await send(bruno.token, chat.id, 'Eu');
    const [seenByCarla] = (await list(carla.token)).records;
    expect(seenByCarla).toMatchObject({ id: chat.id, lastMessage: 'Eu' });
    expect(
      seenByCarla && [
        unreadsOf(seenByCarla, ana.user.id),
        unreadsOf(seenByCarla, bruno.user.id),
        unreadsOf(seenByCarla, carla.user.id),
      ],
    ).toEqual([1, 2, 3]);
    expect([await unreads(ana.token), await unreads(bruno.token), await unreads(carla.token)]).toEqual([1, 2, 3]);

    expect(
      await call(t.url, 'POST', `/chats/${chat.id}/read`, { token: carla.token, body: { userId: bruno.user.id } }),
    ).toMatchObject({ status: 403 });
    const read = await call<ChatView>(t.url, 'POST', `/chats/${chat.id}/read`, {
      token: carla.token,
      body: { userId: carla.user.id },
    });
    expect(read.status).toBe(200);
    expect(unreadsOf(read.body, carla.user.id)).toBe(0);
    expect([await unreads(ana.token), await unreads(bruno.token), await unreads(carla.token)]).toEqual([1, 2, 0]);
    expect((await call(t.url, 'POST', `/chats/${chat.id}/read`, { token: bruno.token })).status).toBe(200);
    expect(await unreads(bruno.token)).toBe(0);

    // Three so far: one page and one message more.
    const more = CHAT_MESSAGES_PAGE_SIZE - 2;
    for (let index = 0; index < more; index += 1) await send(bruno.token, chat.id, `Mensagem ${index}`);
    const page1 = (await call<ChatMessagesAnswer>(t.url, 'GET', `/chats/${chat.id}/messages`, { token: carla.token }))
      .body;
    expect(page1.hasMore).toBe(true);
    expect(page1.records).toHaveLength(CHAT_MESSAGES_PAGE_SIZE);
    expect(page1.records.at(-1)?.message).toBe(`Mensagem ${more - 1}`);
    const page2 = (
      await call<ChatMessagesAnswer>(t.url, 'GET', `/chats/${chat.id}/messages?pageNumber=2`, { token: carla.token })
    ).body;
    expect(page2).toEqual({ records: [first], hasMore: false });
    expect(
      await call(t.url, 'POST', `/chats/${chat.id}/messages`, { token: ana.token, body: { message: '   ' } }),
    ).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'message', message: 'validation.required' }] },
    });
  });

  it('takes files as multipart into the company’s storage and links them for members only', async () => {
    const { ana, bruno, carla } = await office();
    const chat = await createChat(ana.token, { title: 'Arquivos', users: [{ id: bruno.user.id }] });
    const res = await sendFile(ana.token, chat.id, PNG_1X1, 'escala.png');
    expect(res.status).toBe(201);
    const [message] = (await res.json()) as ChatMessageView[];
    expect(message).toMatchObject({ message: 'escala.png', mediaType: 'image' });
    const key = keyOfMediaUrl(message?.mediaPath);
    expect(key).toMatch(new RegExp(`^company-\\d+/internal-chat/`));
    const file = await fetch(message?.mediaPath ?? '');
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_1X1);
    const [listed] = (
      await call<ChatMessagesAnswer>(t.url, 'GET', `/chats/${chat.id}/messages`, { token: bruno.token })
    ).body.records;
    expect(keyOfMediaUrl(listed?.mediaPath)).toBe(key);
    expect((await list(bruno.token)).records[0]?.lastMessage).toBe('escala.png');
    const stranger = await sendFile(carla.token, chat.id, PNG_1X1, 'intrusa.png');
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: 'ERR_CHAT_NOT_FOUND' });
  });
});

describe('internal chat: live events', () => {
  it('reach the members’ own sockets only, each on the spec’s channels', async () => {
    const { company, ana, bruno, carla } = await office();
    const other = await createTeam(t);
    const connect = (person: { token: string; publicToken: string; user: { id: number } }, companyId = company.id) =>
      connectSocket(t.url, { token: person.publicToken, companyId, userId: person.user.id });
    const [anaSocket, brunoSocket, carlaSocket, foreignSocket] = await Promise.all([
      connect(ana),
      connect(bruno),
      connect(carla),
      connectSocket(t.url, {
        token: other.adminSession.publicToken,
        companyId: other.company.id,
        userId: other.admin.id,
      }),
    ]);
    const overheard = [
      ...[ana, bruno, carla].map((person) => serverEvents.chatUser(company.id, person.user.id)),
      serverEvents.chat(company.id),
    ];
    const carlaHeard = overheard.flatMap((event) => collect(carlaSocket, event));

    const created = nextEvent<ChatUserEventPayload>(brunoSocket, serverEvents.chatUser(company.id, bruno.user.id));
    const chat = await createChat(ana.token, { title: 'Ao vivo', users: [{ id: bruno.user.id }] });
    expect(await created).toMatchObject({ action: 'create', record: { id: chat.id, title: 'Ao vivo' } });
    const room = serverEvents.chatRoom(company.id, chat.id);
    const carlaRoom = collect(carlaSocket, room);
    const foreignHeard = [room, ...overheard].flatMap((event) => collect(foreignSocket, event));

    const newMessage = nextEvent<ChatRoomEventPayload>(brunoSocket, room);
    const brunoList = nextEvent<ChatUserEventPayload>(brunoSocket, serverEvents.chatUser(company.id, bruno.user.id));
    const anaEcho = nextEvent<ChatRoomEventPayload>(anaSocket, room);
    const sent = await send(ana.token, chat.id, 'Chegou?');
    expect(await newMessage).toMatchObject({
      action: 'new-message',
      newMessage: sent,
      chat: { id: chat.id, lastMessage: 'Chegou?' },
    });
    const updated = await brunoList;
    expect(updated.action).toBe('update');
    expect(unreadsOf(updated.record, bruno.user.id)).toBe(1);
    expect(await anaEcho).toMatchObject({ action: 'new-message' });

    // Carla joins: she hears the chat from now on; dropped again, she is told it is gone for her.
    const carlaAdded = nextEvent<ChatUserEventPayload>(carlaSocket, serverEvents.chatUser(company.id, carla.user.id));
    await call(t.url, 'PUT', `/chats/${chat.id}`, {
      token: ana.token,
      body: { title: 'Ao vivo', users: [{ id: bruno.user.id }, { id: carla.user.id }] },
    });
    expect((await carlaAdded).record.id).toBe(chat.id);
    const carlaDropped = nextEvent<ChatDeleteEventPayload>(carlaSocket, serverEvents.chat(company.id));
    await call(t.url, 'PUT', `/chats/${chat.id}`, {
      token: ana.token,
      body: { title: 'Ao vivo', users: [{ id: bruno.user.id }] },
    });
    expect(await carlaDropped).toEqual({ action: 'delete', id: chat.id });
    carlaHeard.length = 0;
    carlaRoom.length = 0;

    const afterwards = nextEvent<ChatRoomEventPayload>(brunoSocket, room);
    await send(bruno.token, chat.id, 'Só nós dois');
    await afterwards;
    const deleted = nextEvent<ChatDeleteEventPayload>(brunoSocket, serverEvents.chat(company.id));
    await call(t.url, 'DELETE', `/chats/${chat.id}`, { token: ana.token });
    expect(await deleted).toEqual({ action: 'delete', id: chat.id });
    // Listeners run in one process in order: by the time Bruno heard the delete, everyone else had been sent theirs.
    expect(carlaHeard).toEqual([]);
    expect(carlaRoom).toEqual([]);
    expect(foreignHeard).toEqual([]);
    for (const socket of [anaSocket, brunoSocket, carlaSocket, foreignSocket]) socket.close();
  });
});
