import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../test/factories.js';
import { refreshCookieOf } from '../test/http.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** A local port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Waiting on the dead Redis took 5 to 20 s per request; an answer well inside this bound came from the in-memory
 * count (a login's own password check takes well under a second).
 */
const ANSWER_WITHIN_MS = 5000;

const post = (app: TestApp, path: string, init: { body?: unknown; cookie?: string }) =>
  fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });

describe('rate limits with Redis unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      config: { redisUrl: `redis://127.0.0.1:${await closedPort()}` },
      rateLimit: { loginPerIpPerMinute: 3 },
    });
  });
  afterAll(() => app.close());

  it('login and refresh answer at once, and the limits still count, in this process', async () => {
    const company = await createCompany(app.database.db);
    const user = await createUser(app.database.db, company.id);
    const session = await post(app, '/auth/login', { body: { email: user.email, password: user.password } });
    expect(session.status).toBe(200);
    expect((await post(app, '/auth/refresh_token', { cookie: refreshCookieOf(session.headers) })).status).toBe(200);
    const wrong = { email: user.email, password: 'wrong-password' };
    expect((await post(app, '/auth/login', { body: wrong })).status).toBe(401);
    expect((await post(app, '/auth/login', { body: wrong })).status).toBe(401);
    // The fourth attempt of the minute from this address: refused by the in-memory count (the limit did not lapse).
    expect((await post(app, '/auth/login', { body: wrong })).status).toBe(429);
  });
});
