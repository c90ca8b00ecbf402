import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type AuthEventPayload, type UserEventPayload } from '@guiche/shared';
import { createCompany, createUser } from '../test/factories.js';
import { call, login } from '../test/http.js';
import { collect, connectSocket, nextEvent, pause } from '../test/sockets.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function loggedInUser(companyId?: number) {
  const company = companyId ?? (await createCompany(t.database.db)).id;
  const user = await createUser(t.database.db, company);
  const session = await login(t.url, user.email, user.password);
  return { user, session, companyId: company };
}

describe('socket handshake', () => {
  it('refuses a connection without a token, with a forged one, or with an API token', async () => {
    const { session, user, companyId } = await loggedInUser();
    await expect(connectSocket(t.url, {})).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(connectSocket(t.url, { token: 'not.a.token' })).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(connectSocket(t.url, { token: session.token, companyId, userId: user.id })).rejects.toThrow(
      'ERR_SESSION_EXPIRED',
    );
  });

  it('refuses a query naming another company or user than the token', async () => {
    const { session, user, companyId } = await loggedInUser();
    await expect(
      connectSocket(t.url, { token: session.publicToken, companyId: companyId + 1000, userId: user.id }),
    ).rejects.toThrow('ERR_NO_PERMISSION');
    await expect(
      connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id + 1000 }),
    ).rejects.toThrow('ERR_NO_PERMISSION');
  });

  it('accepts the public token and marks the user online on userStatus', async () => {
    const { session, user, companyId } = await loggedInUser();
    const socket = await connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id });
    const update = nextEvent<UserEventPayload>(socket, serverEvents.user(companyId));
    socket.emit('userStatus');
    expect(await update).toMatchObject({ action: 'update', user: { id: user.id, online: true } });
    socket.close();
  });
});

describe('tenant isolation', () => {
  it('events of one company never reach another company’s sockets, even when they ask for its rooms', async () => {
    const a = await loggedInUser();
    const b = await loggedInUser();
    const socketA = await connectSocket(t.url, {
      token: a.session.publicToken,
      companyId: a.companyId,
      userId: a.user.id,
    });
    const socketB = await connectSocket(t.url, {
      token: b.session.publicToken,
      companyId: b.companyId,
      userId: b.user.id,
    });
    // B tries to listen to A's events and join rooms by A's ids; rooms are scoped by B's own company.
    const leakedToB = collect(socketB, serverEvents.user(a.companyId));
    socketB.emit('joinChatBox', '1');
    socketB.emit('joinTickets', 'open');
    const seenByA = nextEvent<UserEventPayload>(socketA, serverEvents.user(a.companyId));

    const res = await call(t.url, 'PUT', `/users/${a.user.id}`, { token: a.session.token, body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(await seenByA).toMatchObject({ action: 'update', user: { id: a.user.id } });
    await pause(200);
    expect(leakedToB).toEqual([]);
    socketA.close();
    socketB.close();
  });
});

describe('second login', () => {
  it('tells the first session it was replaced and disconnects it; the new session stays', async () => {
    const { session, user, companyId } = await loggedInUser();
    const first = await connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id });
    const replaced = nextEvent<AuthEventPayload>(first, serverEvents.auth(companyId));
    const disconnected = nextEvent(first, 'disconnect');

    const second = await login(t.url, user.email, user.password);
    expect(await replaced).toMatchObject({ action: 'sessionReplaced', user: { id: user.id } });
    await disconnected;

    const secondSocket = await connectSocket(t.url, { token: second.publicToken, companyId, userId: user.id });
    const notForMe = collect(secondSocket, serverEvents.auth(companyId));
    await pause(200);
    expect(notForMe).toEqual([]);
    expect(secondSocket.connected).toBe(true);
    secondSocket.close();
    // The first session's public token no longer opens a socket.
    await expect(connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id })).rejects.toThrow(
      'ERR_SESSION_EXPIRED',
    );
  });

  it('marks the user offline when the last socket closes', async () => {
    const { session, user, companyId } = await loggedInUser();
    const watcher = await loggedInUser(companyId);
    const watch = await connectSocket(t.url, {
      token: watcher.session.publicToken,
      companyId,
      userId: watcher.user.id,
    });
    const socket = await connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id });
    const online = nextEvent<UserEventPayload>(watch, serverEvents.user(companyId));
    socket.emit('userStatus');
    expect((await online).user).toMatchObject({ id: user.id, online: true });
    const offline = nextEvent<UserEventPayload>(watch, serverEvents.user(companyId));
    socket.close();
    expect((await offline).user).toMatchObject({ id: user.id, online: false });
    watch.close();
  });
});
