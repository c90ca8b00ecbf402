import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.js';
import { call, login, refreshCookieOf } from '../../test/http.js';
import { createCompany, createUser } from '../../test/factories.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('answers the token, public token and the session user of the seeded super admin', async () => {
    const session = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(session.token).toMatch(/^ey/);
    expect(session.publicToken).not.toBe(session.token);
    expect(session.user).toMatchObject({
      id: 1,
      companyId: 1,
      profile: 'admin',
      super: true,
      language: 'pt-BR',
      company: { id: 1, dueDate: '2999-12-31' },
    });
    const keys = session.user.company.companieSettings.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['userRating', 'sendSignMessage', 'requiredTag', 'userCreation']));
    expect(keys).not.toContain('asaas');
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await call(t.url, 'POST', '/auth/login', {
      body: { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await call(t.url, 'POST', '/auth/login', {
      body: { email: TEST_ADMIN.email, password: 'not-the-password' },
    });
    const unknown = await call(t.url, 'POST', '/auth/login', {
      body: { email: 'nobody@test.local', password: 'whatever1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_CREDENTIALS' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_CREDENTIALS' } });
  });

  it('validates the input with the shared schema', async () => {
    const res = await call(t.url, 'POST', '/auth/login', { body: { email: 'not-an-email', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'ERR_VALIDATION',
      issues: [
        { path: 'email', message: 'validation.emailInvalid' },
        { path: 'password', message: 'validation.passwordMin6' },
      ],
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'ERR_VALIDATION' });
  });

  it('logs an expired company in billing-only (test/guards/billing-only.test.ts); company 1 never expires', async () => {
    const company = await createCompany(t.database.db, { dueDate: '2020-01-31' });
    const user = await createUser(t.database.db, company.id);
    const res = await call(t.url, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(res).toMatchObject({ status: 200, body: { user: { company: { id: company.id, dueDate: '2020-01-31' } } } });
    const token = (res.body as { token: string }).token;
    expect(await call(t.url, 'GET', '/users/list', { token })).toMatchObject({
      status: 402,
      body: { error: 'ERR_SUBSCRIPTION_EXPIRED', dueDate: '2020-01-31' },
    });
    expect((await call(t.url, 'GET', '/invoices/all', { token })).status).toBe(200);
  });

  it('refuses users of an inactive company', async () => {
    const company = await createCompany(t.database.db, { status: false });
    const user = await createUser(t.database.db, company.id);
    const res = await call(t.url, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(res).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
  });
});

describe('sessions', () => {
  it('GET /auth/me needs a token and answers the session user with it', async () => {
    expect(await call(t.url, 'GET', '/auth/me')).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
    expect(await call(t.url, 'GET', '/auth/me', { token: 'garbage' })).toMatchObject({
      status: 401,
      body: { error: 'ERR_SESSION_EXPIRED' },
    });
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const session = await login(t.url, user.email, user.password);
    const me = await call(t.url, 'GET', '/auth/me', { token: session.token });
    expect(me).toMatchObject({ status: 200, body: { id: user.id, companyId: company.id, profile: 'user' } });
  });

  it('the public token does not authorise HTTP calls', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const session = await login(t.url, user.email, user.password);
    expect((await call(t.url, 'GET', '/auth/me', { token: session.publicToken })).status).toBe(401);
  });

  it('refresh rotates the cookie; a replay within the grace gets that same rotation, one after it ends the session', async () => {
    let clock = Date.now();
    const app = await startTestApp({ now: () => new Date(clock) });
    try {
      const company = await createCompany(app.database.db);
      const user = await createUser(app.database.db, company.id);
      const first = await login(app.url, user.email, user.password);
      const refresh = (cookie: string) => call<{ token: string }>(app.url, 'POST', '/auth/refresh_token', { cookie });
      const sessionOf = (token: string) =>
        (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

      const rotated = await refresh(first.cookie);
      expect(rotated.status).toBe(200);
      const second = refreshCookieOf(rotated.headers);
      expect(second).not.toBe(first.cookie);

      // Two tabs refreshing at once with the same cookie: the late one is served the same rotation, not a fork.
      const twin = await refresh(first.cookie);
      expect(twin.status).toBe(200);
      expect(refreshCookieOf(twin.headers)).toBe(second);
      expect(sessionOf(twin.body.token)).toBe(sessionOf(rotated.body.token));

      const third = refreshCookieOf((await refresh(second)).headers);
      const tokens = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      // One session, with one live token: the latest.
      expect(new Set(tokens.map((row) => row.familyId)).size).toBe(1);
      expect(tokens.filter((row) => !row.usedAt && !row.revokedAt)).toHaveLength(1);
      // The session moved on: the first token is dead, even within its grace.
      expect((await refresh(first.cookie)).status).toBe(401);

      clock += 60_000;
      const replay = await refresh(second);
      expect(replay).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
      // The whole family is gone, and the access tokens of that session with it.
      expect((await refresh(third)).status).toBe(401);
      expect((await call(app.url, 'GET', '/auth/me', { token: rotated.body.token })).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refresh without a cookie is ERR_SESSION_EXPIRED', async () => {
    expect(await call(t.url, 'POST', '/auth/refresh_token')).toMatchObject({
      status: 401,
      body: { error: 'ERR_SESSION_EXPIRED' },
    });
  });

  it('a second login ends the first session', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const first = await login(t.url, user.email, user.password);
    const second = await login(t.url, user.email, user.password);
    expect((await call(t.url, 'GET', '/auth/me', { token: first.token })).status).toBe(401);
    expect((await call(t.url, 'POST', '/auth/refresh_token', { cookie: first.cookie })).status).toBe(401);
    expect((await call(t.url, 'GET', '/auth/me', { token: second.token })).status).toBe(200);
  });

  it('logout revokes the refresh cookie and the access token', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const session = await login(t.url, user.email, user.password);
    const out = await call(t.url, 'DELETE', '/auth/logout', { token: session.token });
    expect(out.status).toBe(204);
    expect((await call(t.url, 'GET', '/auth/me', { token: session.token })).status).toBe(401);
    expect((await call(t.url, 'POST', '/auth/refresh_token', { cookie: session.cookie })).status).toBe(401);
  });

  it('an expiring company is logged out of authenticated calls once past its due date', async () => {
    let clock = Date.parse('2026-03-10T12:00:00Z');
    const app = await startTestApp({ now: () => new Date(clock) });
    try {
      const company = await createCompany(app.database.db, { dueDate: '2026-03-10' });
      const user = await createUser(app.database.db, company.id);
      const session = await login(app.url, user.email, user.password);
      expect((await call(app.url, 'GET', '/users/list', { token: session.token })).status).toBe(200);
      clock += 24 * 3600_000;
      expect(await call(app.url, 'GET', '/users/list', { token: session.token })).toMatchObject({
        status: 402,
        body: { error: 'ERR_SUBSCRIPTION_EXPIRED', dueDate: '2026-03-10' },
      });
      // The finance screen still learns the plan.
      expect((await call(app.url, 'GET', `/companies/listPlan/${company.id}`, { token: session.token })).status).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

describe('login rate limits', () => {
  const loginFrom = (url: string, address: string, body: { email: string; password: string }) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }).then((response) => response.status);

  it('wrong passwords block that address on that account, never the owner elsewhere', async () => {
    const app = await startTestApp({
      rateLimit: { loginFailuresPerAccountAndAddress: 3 },
      config: { trustProxy: true },
    });
    try {
      const company = await createCompany(app.database.db);
      const user = await createUser(app.database.db, company.id);
      const wrong = { email: user.email, password: 'wrong-password' };
      // Sent at once, they are counted before any password is checked: the three allowed are checked, the rest refused.
      const answers = await Promise.all(Array.from({ length: 8 }, () => loginFrom(app.url, '203.0.113.7', wrong)));
      expect(answers.sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
      // Even the right password is refused from the guessing address…
      expect(await loginFrom(app.url, '203.0.113.7', { email: user.email, password: user.password })).toBe(429);
      // …while the owner, from their own address, logs in.
      expect(await loginFrom(app.url, '198.51.100.20', { email: user.email, password: user.password })).toBe(200);
      // Another account from the guessing address is not blocked by that.
      expect(await loginFrom(app.url, '203.0.113.7', { email: 'other@test.local', password: 'wrong-password' })).toBe(
        401,
      );
    } finally {
      await app.close();
    }
  });

  it('successful logins never count toward a limit', async () => {
    const app = await startTestApp({ rateLimit: { loginFailuresPerAccountAndAddress: 2 } });
    try {
      const company = await createCompany(app.database.db);
      const user = await createUser(app.database.db, company.id);
      for (let i = 0; i < 12; i += 1) {
        expect(
          (await call(app.url, 'POST', '/auth/login', { body: { email: user.email, password: user.password } })).status,
        ).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('limits attempts per address, and X-Forwarded-For cannot pick the address unless TRUST_PROXY is set', async () => {
    const app = await startTestApp({ rateLimit: { loginPerIpPerMinute: 2 } });
    try {
      for (let i = 0; i < 2; i += 1)
        expect(
          await loginFrom(app.url, `192.0.2.${i}`, { email: `a${i}@test.local`, password: 'wrong-password' }),
        ).toBe(401);
      expect(await loginFrom(app.url, '192.0.2.99', { email: 'a9@test.local', password: 'wrong-password' })).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('behind a trusted proxy, the forwarded address is the client', async () => {
    const app = await startTestApp({ rateLimit: { loginPerIpPerMinute: 2 }, config: { trustProxy: 1 } });
    try {
      for (let i = 0; i < 4; i += 1)
        expect(
          await loginFrom(app.url, `192.0.2.${i}`, { email: `b${i}@test.local`, password: 'wrong-password' }),
        ).toBe(401);
    } finally {
      await app.close();
    }
  });
});
