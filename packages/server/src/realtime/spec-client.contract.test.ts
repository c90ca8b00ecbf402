import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  serverEvents,
  type AppMessageEventPayload,
  type TicketEventPayload,
  type UserEventPayload,
} from '@guiche/shared';
import { createInbox, insertTicket, type Inbox } from '../modules/tickets/testing/inbox.js';
import { collect } from '../test/sockets.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * The live socket as a third-party client written against spec 1 §7 uses it: its backend URL is https://host/api,
 * so socket.io-client opens namespace /api; it logs in with fetch, sends no token (the browser sends the httpOnly
 * `jst` cookie) and shows whatever ticket event reaches it. Nothing of our web app is used here.
 */

const CLIENT_ORIGIN = 'https://client.example';

let t: TestApp;
let inbox: Inbox;
beforeAll(async () => {
  t = await startTestApp({ config: { corsOrigins: [CLIENT_ORIGIN] } });
  inbox = await createInbox(t);
});
afterAll(() => t.close());

interface SpecSession {
  token: string;
  /** `jst=…`, as the browser would send it. */
  cookie: string;
  companyId: number;
  userId: number;
}

async function specLogin(email: string, password: string): Promise<SpecSession> {
  const response = await fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: number; companyId: number } };
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith('jst='))
    ?.split(';')[0];
  if (!cookie) throw new Error('login set no socket cookie');
  return { token: body.token, cookie, companyId: body.user.companyId, userId: body.user.id };
}

const api = (session: SpecSession, method: string, path: string, body?: unknown) =>
  fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

/** Opens `/api` with the query ids and the cookie only; rejects with the handshake's error code. */
function openSpecSocket(
  query: { companyId: number; userId: number },
  options: { cookie?: string; transport?: 'polling' | 'websocket'; origin?: string } = {},
): Promise<Socket> {
  const socket = io(`${t.url}/api`, {
    query: { companyId: String(query.companyId), userId: String(query.userId) },
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    transports: [options.transport ?? 'polling'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const connect = (session: SpecSession, transport: 'polling' | 'websocket' = 'polling') =>
  openSpecSocket(session, { cookie: session.cookie, transport });

const ticketEventIds = (payloads: TicketEventPayload[]) =>
  payloads.map((payload) => [payload.action, payload.action === 'update' ? payload.ticket.id : payload.ticketId]);

/** The next payload of `event` that `matches`. */
function nextMatching<T>(socket: Socket, event: string, matches: (payload: T) => boolean, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${event} within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

const nextTicketEvent = (socket: Socket, companyId: number, ticketId: number) =>
  nextMatching<TicketEventPayload>(
    socket,
    serverEvents.ticket(companyId),
    (payload) => (payload.action === 'update' ? payload.ticket.id : payload.ticketId) === ticketId,
  );
const nextUserEvent = (socket: Socket, companyId: number, userId: number) =>
  nextMatching<UserEventPayload>(socket, serverEvents.user(companyId), (payload) => payload.user?.id === userId);

describe('handshake of a cookie-authenticated spec client', () => {
  it('opens /api with the socket cookie alone, over polling and over websocket', async () => {
    const session = await specLogin(inbox.agentA.user.email, inbox.agentA.user.password);
    const polling = await connect(session, 'polling');
    const websocket = await connect(session, 'websocket');
    expect([polling.connected, websocket.connected]).toEqual([true, true]);
    polling.close();
    websocket.close();
  });

  it('refuses no cookie, the cookie of a logged-out session, and query ids of another user', async () => {
    const session = await specLogin(inbox.agentB.user.email, inbox.agentB.user.password);
    await expect(openSpecSocket(session)).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(
      openSpecSocket({ companyId: session.companyId, userId: inbox.agentA.user.id }, { cookie: session.cookie }),
    ).rejects.toThrow('ERR_NO_PERMISSION');
    await expect(
      openSpecSocket({ companyId: session.companyId + 1000, userId: session.userId }, { cookie: session.cookie }),
    ).rejects.toThrow('ERR_NO_PERMISSION');

    expect((await api(session, 'DELETE', '/auth/logout')).status).toBe(204);
    await expect(connect(session, 'polling')).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(connect(session, 'websocket')).rejects.toThrow('ERR_SESSION_EXPIRED');
  });

  it('takes the cookie from our own or an allowed origin only', async () => {
    const session = await specLogin(inbox.agentB.user.email, inbox.agentB.user.password);
    const allowed = await openSpecSocket(session, {
      cookie: session.cookie,
      transport: 'websocket',
      origin: CLIENT_ORIGIN,
    });
    expect(allowed.connected).toBe(true);
    allowed.close();
    await expect(
      openSpecSocket(session, { cookie: session.cookie, transport: 'websocket', origin: 'https://elsewhere.example' }),
    ).rejects.toThrow('ERR_NO_PERMISSION');
  });
});

describe('what a spec client hears', () => {
  let admin: SpecSession;
  let agentA: SpecSession;
  let agentB: SpecSession;
  beforeAll(async () => {
    // These logins replace the inbox's own sessions; their tokens are used from here on.
    const again = ({ user }: { user: { email: string; password: string } }) => specLogin(user.email, user.password);
    [admin, agentA, agentB] = await Promise.all([again(inbox.admin), again(inbox.agentA), again(inbox.agentB)]);
  });

  it('a ticket reaches the status list it is in, and the list it leaves is told to drop it', async () => {
    const openList = await connect(admin);
    const pendingList = await connect(admin, 'websocket');
    await openList.emitWithAck('joinTickets', 'open');
    await pendingList.emitWithAck('joinTickets', 'pending');
    const heardInOpen = collect<TicketEventPayload>(openList, serverEvents.ticket(admin.companyId));
    const ticket = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, status: 'pending' });

    const toPending = nextTicketEvent(pendingList, admin.companyId, ticket.id);
    expect((await api(admin, 'PUT', `/tickets/${ticket.id}`, {})).status).toBe(200);
    expect(await toPending).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'pending' } });
    // An open ticket's update reaches the open list after anything sent with the pending one would have.
    const sentinel = await insertTicket(t.database.db, inbox, { queueId: inbox.queueA.id, status: 'open' });
    const toOpen = nextTicketEvent(openList, admin.companyId, sentinel.id);
    expect((await api(admin, 'PUT', `/tickets/${sentinel.id}`, {})).status).toBe(200);
    await toOpen;
    expect(ticketEventIds(heardInOpen)).toEqual([['update', sentinel.id]]);

    // Accepted: it moves from the pending list to the open one.
    const dropped = nextTicketEvent(pendingList, admin.companyId, ticket.id);
    const added = nextTicketEvent(openList, admin.companyId, ticket.id);
    expect((await api(admin, 'PUT', `/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200);
    expect(await dropped).toEqual({ action: 'delete', ticketId: ticket.id });
    expect(await added).toMatchObject({ action: 'update', ticket: { id: ticket.id, status: 'open' } });
    openList.close();
    pendingList.close();
  });

  it('a chat box hears its ticket’s messages; a user who may not see the ticket never does, even in its chat box', async () => {
    const ticket = await insertTicket(t.database.db, inbox, {
      queueId: inbox.queueA.id,
      status: 'open',
      userId: agentA.userId,
    });
    const chat = await connect(agentA, 'websocket');
    chat.emit('joinChatBox', 'undefined');
    await chat.emitWithAck('joinChatBox', String(ticket.id));
    const outsider = await connect(agentB);
    await outsider.emitWithAck('joinChatBox', String(ticket.id));
    await outsider.emitWithAck('joinNotification');
    await outsider.emitWithAck('joinTickets', 'open');
    const outsiderMessages = collect<AppMessageEventPayload>(outsider, serverEvents.appMessage(agentB.companyId));
    const outsiderTickets = collect<TicketEventPayload>(outsider, serverEvents.ticket(agentB.companyId));

    const message = nextMatching<AppMessageEventPayload>(
      chat,
      serverEvents.appMessage(agentA.companyId),
      (payload) => payload.ticket.id === ticket.id,
    );
    expect((await api(agentA, 'POST', `/messages/${ticket.id}`, { body: 'Oi!' })).status).toBe(201);
    expect(await message).toMatchObject({ action: 'create', message: { body: 'Oi!' }, ticket: { id: ticket.id } });

    // A ticket of B's own queue reaches B's notifications after anything of the first ticket would have.
    const sentinel = await insertTicket(t.database.db, inbox, { queueId: inbox.queueB.id, status: 'pending' });
    const toOutsider = nextTicketEvent(outsider, agentB.companyId, sentinel.id);
    expect((await api(agentB, 'PUT', `/tickets/${sentinel.id}`, {})).status).toBe(200);
    await toOutsider;
    expect(outsiderMessages).toEqual([]);
    expect(ticketEventIds(outsiderTickets)).toEqual([['update', sentinel.id]]);
    chat.close();
    outsider.close();
  });

  it('events about a user carry the whole session user to that user, the public user to the others', async () => {
    const own = await connect(agentA);
    const other = await connect(admin, 'websocket');
    const toOwn = nextUserEvent(own, agentA.companyId, agentA.userId);
    const toOther = nextUserEvent(other, admin.companyId, agentA.userId);
    expect((await api(agentA, 'PUT', `/users/${agentA.userId}`, { language: 'en' })).status).toBe(200);
    expect(await toOwn).toMatchObject({
      action: 'update',
      user: {
        id: agentA.userId,
        language: 'en',
        profile: 'user',
        queues: [{ id: inbox.queueA.id }],
        company: { id: agentA.companyId },
      },
    });
    const seenByOther = await toOther;
    expect(seenByOther).toMatchObject({ action: 'update', user: { id: agentA.userId } });
    expect(seenByOther.user).not.toHaveProperty('company');
    expect(seenByOther.user).not.toHaveProperty('queues');
    own.close();
    other.close();
  });
});

describe('CORS of the polling transport', () => {
  const preflight = (origin: string) =>
    fetch(`${t.url}/socket.io/?EIO=4&transport=polling`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('answers an allowed origin with itself and credentials, a foreign one with nothing', async () => {
    const allowed = await preflight(CLIENT_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await preflight('https://elsewhere.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
