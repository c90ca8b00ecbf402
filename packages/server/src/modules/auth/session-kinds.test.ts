import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverEvents, type AuthEventPayload, type LoginResponse, type SessionKind } from '@guiche/shared';
import { refreshTokens } from '../../db/schema/index.js';
import { call, refreshCookieOf, type LoggedIn } from '../../test/http.js';
import { createCompany, createUser } from '../../test/factories.js';
import { collect, connectSocket, nextEvent, pause } from '../../test/sockets.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 41: spec 1's one session per user stays the default; the company setting appSession lets a user keep one
 * browser session and one installed-app session, and a replaced session is always told why (ERR_SESSION_REPLACED,
 * and the sessionReplaced event on its own sockets only).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

async function companyUser(appSession: 'enabled' | 'disabled') {
  const company = await createCompany(t.database.db);
  const [admin, user] = await Promise.all([
    createUser(t.database.db, company.id, { profile: 'admin' }),
    createUser(t.database.db, company.id),
  ]);
  if (appSession === 'enabled') {
    // Through the admin's settings screen, as the product sets it.
    const adminSession = await loginAs(admin);
    const saved = await call(t.url, 'PUT', '/companySettings', {
      token: adminSession.token,
      body: { column: 'appSession', data: 'enabled' },
    });
    expect(saved).toMatchObject({ status: 200, body: { key: 'appSession', value: 'enabled' } });
  }
  return { companyId: company.id, user };
}

/** Logs in as our web app does: the installed app says `app`; a browser says `browser`, a spec client nothing. */
async function loginAs(user: User, sessionKind?: SessionKind): Promise<LoggedIn> {
  const body = { email: user.email, password: user.password, ...(sessionKind ? { sessionKind } : {}) };
  const response = await call<LoginResponse>(t.url, 'POST', '/auth/login', { body });
  expect(response.status).toBe(200);
  return { ...response.body, cookie: refreshCookieOf(response.headers) };
}

const me = (token: string) => call(t.url, 'GET', '/auth/me', { token });
const refresh = (cookie: string) => call<LoginResponse>(t.url, 'POST', '/auth/refresh_token', { cookie });
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** The stored state of one session's refresh tokens: its kind and, once ended, why. */
async function storedSession(token: string) {
  const rows = await t.database.db
    .select({ kind: refreshTokens.kind, revokedReason: refreshTokens.revokedReason })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, sessionOf(token)));
  return [...new Set(rows.map((row) => `${row.kind}:${row.revokedReason ?? 'live'}`))];
}

/**
 * A session that outlived another one of its user: its access token is of an older token version, so it is answered
 * 403 (refresh once and retry, spec 1 §4), and the refresh gives it tokens that work.
 */
async function expectSurvives(session: LoggedIn): Promise<LoggedIn> {
  expect(await me(session.token)).toMatchObject({ status: 403, body: { error: 'ERR_SESSION_EXPIRED' } });
  const refreshed = await refresh(session.cookie);
  expect(refreshed.status).toBe(200);
  expect(sessionOf(refreshed.body.token)).toBe(sessionOf(session.token));
  expect((await me(refreshed.body.token)).status).toBe(200);
  return { ...refreshed.body, cookie: refreshCookieOf(refreshed.headers) };
}

async function expectReplaced(session: LoggedIn): Promise<void> {
  const replaced = { status: 401, body: { error: 'ERR_SESSION_REPLACED' } };
  expect(await me(session.token)).toMatchObject(replaced);
  expect(await refresh(session.cookie)).toMatchObject(replaced);
  expect(await storedSession(session.token)).toEqual([expect.stringMatching(/:replaced$/)]);
}

describe('appSession off (the default): one session per user', () => {
  it('an app login replaces the browser session, which is told so', async () => {
    const { user } = await companyUser('disabled');
    const browser = await loginAs(user);
    const app = await loginAs(user, 'app');
    await expectReplaced(browser);
    expect((await me(app.token)).status).toBe(200);
    // A spec client sends no kind: its session is a browser's.
    expect(await storedSession(browser.token)).toEqual(['browser:replaced']);
    expect(await storedSession(app.token)).toEqual(['app:live']);
  });
});

describe('appSession on: one browser and one app session', () => {
  it('live together; each login ends only the earlier session of its own kind', async () => {
    const { user } = await companyUser('enabled');
    const browser = await loginAs(user, 'browser');
    let app = await loginAs(user, 'app');
    // The app's login moved the user's token version: the browser session refreshes and goes on.
    const browserAgain = await expectSurvives(browser);
    expect((await me(app.token)).status).toBe(200);

    const secondBrowser = await loginAs(user, 'browser');
    await expectReplaced(browserAgain);
    app = await expectSurvives(app);
    expect((await me(secondBrowser.token)).status).toBe(200);
    expect(await storedSession(app.token)).toEqual(['app:live']);

    const secondApp = await loginAs(user, 'app');
    await expectReplaced(app);
    expect(await storedSession(secondApp.token)).toEqual(['app:live']);
    await expectSurvives(secondBrowser);
  });

  it('a logout ends that session only, with ERR_SESSION_EXPIRED, and says nothing of a replacement', async () => {
    const { user } = await companyUser('enabled');
    const browser = await loginAs(user, 'browser');
    const app = await loginAs(user, 'app');
    expect((await call(t.url, 'DELETE', '/auth/logout', { token: app.token })).status).toBe(204);
    const expired = { status: 401, body: { error: 'ERR_SESSION_EXPIRED' } };
    expect(await me(app.token)).toMatchObject(expired);
    expect(await refresh(app.cookie)).toMatchObject(expired);
    expect(await storedSession(app.token)).toEqual(['app:logout']);
    await expectSurvives(browser);
  });

  it('the replaced session’s socket is told and closed; the other kind’s socket hears nothing and stays', async () => {
    const { companyId, user } = await companyUser('enabled');
    const browser = await loginAs(user, 'browser');
    const app = await loginAs(user, 'app');
    const browserRefreshed = await expectSurvives(browser);
    const open = (session: LoginResponse) =>
      connectSocket(t.url, { token: session.publicToken, companyId, userId: user.id });
    const [browserSocket, appSocket] = await Promise.all([open(browserRefreshed), open(app)]);
    const told = nextEvent<AuthEventPayload>(browserSocket, serverEvents.auth(companyId));
    const closed = nextEvent(browserSocket, 'disconnect');
    const heardByApp = collect(appSocket, serverEvents.auth(companyId));

    const secondBrowser = await loginAs(user, 'browser');
    expect(await told).toEqual({
      action: 'sessionReplaced',
      user: { id: user.id },
      sessionId: sessionOf(secondBrowser.token),
    });
    await closed;
    await pause(300);
    expect(heardByApp).toEqual([]);
    expect(appSocket.connected).toBe(true);
    appSocket.close();

    // Its public token is of the old version; once refreshed, the app opens its socket again.
    await expect(open(app)).rejects.toThrow('ERR_SESSION_EXPIRED');
    const appRefreshed = await expectSurvives(app);
    (await open(appRefreshed)).close();
  });
});

describe('a replay', () => {
  it('ends the session as replayed, answered ERR_SESSION_EXPIRED', async () => {
    let clock = Date.now();
    const app = await startTestApp({ now: () => new Date(clock) });
    try {
      const company = await createCompany(app.database.db);
      const user = await createUser(app.database.db, company.id);
      const login = await call<LoginResponse>(app.url, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
      });
      const cookie = refreshCookieOf(login.headers);
      expect((await call(app.url, 'POST', '/auth/refresh_token', { cookie })).status).toBe(200);
      clock += 60_000;
      expect(await call(app.url, 'POST', '/auth/refresh_token', { cookie })).toMatchObject({
        status: 401,
        body: { error: 'ERR_SESSION_EXPIRED' },
      });
      const rows = await app.database.db
        .select({ revokedReason: refreshTokens.revokedReason })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, sessionOf(login.body.token)));
      expect(rows.map((row) => row.revokedReason)).toEqual(['replayed', 'replayed']);
    } finally {
      await app.close();
    }
  });
});
