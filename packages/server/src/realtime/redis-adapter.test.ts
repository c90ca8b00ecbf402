import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { serverEvents, type AuthEventPayload, type TicketEventPayload, type UserEventPayload } from '@guiche/shared';
import type { Database } from '../db/database.js';
import { createInbox, insertTicket } from '../modules/tickets/testing/inbox.js';
import { createCompany, createUser } from '../test/factories.js';
import { call, login } from '../test/http.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';

/** Two server processes behind a load balancer: one database, one Redis, live events cross between them. */
describe.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')('two servers sharing Redis', () => {
  let database: Database;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const jwtSecret = randomBytes(32).toString('hex');
    // Two processes of one deployment: one secret, one Redis namespace.
    const rateLimit = { namespace: `guiche-test-${randomBytes(6).toString('hex')}:` };
    one = await startTestApp({ database, jwtSecret, rateLimit });
    two = await startTestApp({ database, jwtSecret, rateLimit });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('an update made through server one reaches a socket connected to server two', async () => {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, company.id);
    const session = await login(one.url, user.email, user.password);
    const socket = await connectSocket(two.url, { token: session.publicToken, companyId: company.id, userId: user.id });
    const update = nextEvent<UserEventPayload>(socket, serverEvents.user(company.id));
    expect(
      (await call(one.url, 'PUT', `/users/${user.id}`, { token: session.token, body: { language: 'es' } })).status,
    ).toBe(200);
    expect(await update).toMatchObject({ action: 'update', user: { id: user.id } });
    socket.close();
  });

  it('a login on server one replaces the session whose socket is on server two', async () => {
    const company = await createCompany(database.db);
    const user = await createUser(database.db, company.id);
    const first = await login(two.url, user.email, user.password);
    const socket = await connectSocket(two.url, { token: first.publicToken, companyId: company.id, userId: user.id });
    const replaced = nextEvent<AuthEventPayload>(socket, serverEvents.auth(company.id));
    const disconnected = nextEvent(socket, 'disconnect');
    await login(one.url, user.email, user.password);
    expect(await replaced).toMatchObject({ action: 'sessionReplaced', user: { id: user.id } });
    await disconnected;
  });

  it('login limits are shared between the servers', async () => {
    const namespace = `guiche-test-${randomBytes(6).toString('hex')}:`;
    const jwtSecret = randomBytes(32).toString('hex');
    const a = await startTestApp({
      database,
      jwtSecret,
      rateLimit: { namespace, loginFailuresPerAccountAndAddress: 2 },
    });
    const b = await startTestApp({
      database,
      jwtSecret,
      rateLimit: { namespace, loginFailuresPerAccountAndAddress: 2 },
    });
    try {
      const body = { email: 'shared-limit@test.local', password: 'wrong-password' };
      expect((await call(a.url, 'POST', '/auth/login', { body })).status).toBe(401);
      expect((await call(b.url, 'POST', '/auth/login', { body })).status).toBe(401);
      expect((await call(a.url, 'POST', '/auth/login', { body })).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a spec client on namespace /api of server two hears the ticket of its status list and its own user changed through server one', async () => {
    const inbox = await createInbox(one);
    const response = await fetch(`${one.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inbox.admin.user.email, password: inbox.admin.user.password }),
    });
    const { token } = (await response.json()) as { token: string };
    const cookie =
      response.headers
        .getSetCookie()
        .find((header) => header.startsWith('jst='))
        ?.split(';')[0] ?? '';
    const socket: Socket = io(`${two.url}/api`, {
      query: { companyId: String(inbox.companyId), userId: String(inbox.admin.user.id) },
      extraHeaders: { cookie },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      await socket.emitWithAck('joinTickets', 'pending');
      const ticket = await insertTicket(database.db, inbox, { queueId: inbox.queueA.id, status: 'pending' });
      const heard = nextEvent<TicketEventPayload>(socket, serverEvents.ticket(inbox.companyId), 5000);
      const put = (path: string, body: unknown) =>
        fetch(`${one.url}/api${path}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await put(`/tickets/${ticket.id}`, {})).status).toBe(200);
      expect(await heard).toMatchObject({ action: 'update', ticket: { id: ticket.id } });

      const own = nextEvent<UserEventPayload>(socket, serverEvents.user(inbox.companyId), 5000);
      expect((await put(`/users/${inbox.admin.user.id}`, { language: 'es' })).status).toBe(200);
      expect(await own).toMatchObject({
        action: 'update',
        user: { id: inbox.admin.user.id, language: 'es', company: { id: inbox.companyId } },
      });
    } finally {
      socket.close();
    }
  });
});
