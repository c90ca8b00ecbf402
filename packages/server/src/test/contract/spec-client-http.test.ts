import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@guiche/shared';
import { createCompany, createQueue, createUser } from '../factories.js';
import { waitFor } from '../wait.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { ALLOWED_ORIGIN, specClient, type Client } from './spec-client.js';

/**
 * The API as a client written from spec 1 §7 and §4 calls it from another origin (its backend URL is
 * https://host/api): plain fetch with the browser's CORS rules spelled out, cookies carried by hand, and nothing
 * from our own web app.
 */
const ALLOWED = ALLOWED_ORIGIN;
const FOREIGN = 'https://evil.example.net';
const jwtSecret = randomBytes(32).toString('hex');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ jwtSecret, config: { corsOrigins: [ALLOWED] } });
});
afterAll(() => t.close());

const { api, keepCookies, logIn } = specClient(() => t);

/** What the client does on every call (spec 1 §4): a 403 refreshes once and retries; a 401 logs out. */
async function callWithSession(client: Client, method: string, path: string, body?: unknown) {
  const first = await api(client, method, path, body);
  if (first.status !== 403) return { first, final: first };
  const refreshed = await api(client, 'POST', '/auth/refresh_token');
  expect(refreshed.status).toBe(200);
  client.token = String(refreshed.body.token);
  keepCookies(client, refreshed.headers);
  return { first, final: await api(client, method, path, body) };
}

/** The same claims as the client's token, signed as the server would, but already expired. */
async function expiredTokenLike(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const past = Math.floor(Date.now() / 1000) - 60;
  return new SignJWT({ ...claims, iat: past - 900, exp: past })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(jwtSecret));
}

describe('a spec client on another origin', () => {
  it('gets its preflights answered for the allowed origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(ALLOWED);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');

    const foreign = await preflight(FOREIGN);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignLogin = await api(null, 'POST', '/auth/login', { email: 'x@y.test', password: 'whatever1' }, FOREIGN);
    expect(foreignLogin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs in, lists, accepts and answers a ticket with the spec body, and survives token expiry', async () => {
    const company = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const queue = await createQueue(t.database.db, company.id);
    const client = await logIn(admin.email, admin.password);
    expect([...client.cookies.keys()]).toEqual(expect.arrayContaining(['jrt', 'jst']));

    // A contact writes on a simulator connection: the ticket waits in "pending".
    const connection = await api(client, 'POST', '/whatsapp', {
      name: `Sim ${randomUUID().slice(0, 6)}`,
      channel: 'simulator',
    });
    const whatsappId = (connection.body as unknown as Connection).id;
    await waitFor(
      () => api(client, 'GET', `/whatsapp/${whatsappId}`),
      (r) => r.body.status === 'qrcode',
    );
    await api(client, 'POST', `/simulator/${whatsappId}/scan`);
    await api(client, 'POST', `/simulator/${whatsappId}/chats/5511987650000/messages`, {
      contactName: 'Rita',
      body: 'Bom dia',
    });
    const pending = await waitFor(
      () => api(client, 'GET', '/tickets?status=pending&pageNumber=1&showAll=true'),
      (r) => Array.isArray(r.body.tickets) && r.body.tickets.length === 1,
    );
    expect(pending.body).toMatchObject({ hasMore: false });
    const ticket = (pending.body.tickets as { id: number; uuid: string }[])[0]!;

    expect((await api(client, 'GET', `/tickets/u/${ticket.uuid}`)).status).toBe(200);
    const accepted = await api(client, 'PUT', `/tickets/${ticket.id}`, {
      status: 'open',
      userId: client.user.id,
      queueId: queue.id,
    });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'open', userId: client.user.id } });
    const history = await api(client, 'GET', `/messages/${ticket.id}?pageNumber=1`);
    const incoming = (history.body.messages as { id: number; wid: string; body: string }[]).find(
      (m) => m.body === 'Bom dia',
    )!;

    const reply = await api(client, 'POST', `/messages/${ticket.id}`, {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: 'Bom dia, Rita!',
      quotedMsg: { id: incoming.id, body: incoming.body },
      isPrivate: false,
    });
    expect(reply.status).toBeLessThan(300);
    const after = await api(client, 'GET', `/messages/${ticket.id}?pageNumber=1`);
    expect(after.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          body: 'Bom dia, Rita!',
          fromMe: true,
          quotedMsg: expect.objectContaining({ body: 'Bom dia' }),
        }),
      ]),
    );

    // Fifteen minutes later the access token has expired: 403, one refresh, the same call again.
    client.token = await expiredTokenLike(client.token);
    const { first, final } = await callWithSession(client, 'GET', '/tickets?status=open&pageNumber=1');
    expect(first).toMatchObject({ status: 403, body: { error: 'ERR_SESSION_EXPIRED' } });
    expect(final.status).toBe(200);

    // After logout the session is gone: 401, and the client logs its user out.
    expect((await api(client, 'DELETE', '/auth/logout')).status).toBe(204);
    expect(await api(client, 'GET', '/auth/me')).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
  });

  it('a forged token is 401, never 403', async () => {
    const forged = await new SignJWT({ id: 1, companyId: 1, profile: 'admin', super: true, sid: 'x', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const answer = await api({ token: forged, cookies: new Map(), user: { id: 1, companyId: 1 } }, 'GET', '/auth/me');
    expect(answer).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
  });
});
