import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@guiche/shared';
import { createCompany, createUser } from '../factories.js';
import { call, login } from '../http.js';
import { connectSocket } from '../sockets.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { fillPath } from './guard-world.js';
import { apiRoutes, callWithSample, inParallel } from './guard-routes.js';
import { PUBLIC } from './route-catalogue.js';
import { type Entity } from './route-params.js';

/**
 * Standing guard: a company past its due date logs in to a billing-only session (spec 1 §4 sends it to
 * /financeiro-aberto to pay). That session reaches its invoices, the checkout, the plan the checkout shows, itself
 * and logout; every other logged-in route, present or future, answers 402 ERR_SUBSCRIPTION_EXPIRED with the due date.
 */
const BILLING_ROUTES = [
  'GET /api/auth/me',
  'DELETE /api/auth/logout',
  'GET /api/invoices/all',
  'POST /api/subscription',
  'GET /api/companies/listPlan/:companyId',
];
const DUE_DATE = '2020-01-31';
/** Every id is 1: the refusal comes before any lookup. */
const ANY_ID = new Proxy({} as Record<Entity, string>, { get: () => '1' });

let t: TestApp;
let companyId: number;
let session: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  t = await startTestApp();
  const company = await createCompany(t.database.db, { dueDate: DUE_DATE });
  companyId = company.id;
  const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
  session = await login(t.url, admin.email, admin.password);
}, 60_000);
afterAll(() => t.close());

describe('billing-only session', () => {
  it('answers 402 with the due date on every route but the billing ones', async () => {
    const routes = apiRoutes(t).filter((route) => !PUBLIC.has(route.key) && route.key !== 'DELETE /api/auth/logout');
    const reached: string[] = [];
    await inParallel(routes, 4, async (route) => {
      const url = fillPath(route.url, (param) => (param === 'companyId' ? String(companyId) : '1'));
      // Routes with a credential of their own (signed media links, public documents) do not take the login.
      const anonymous = await t.app.http.inject({ method: route.method as 'GET', url });
      if (anonymous.statusCode !== 401) return;
      const answer = await callWithSample(t, route, url, session.token, ANY_ID);
      const refused = answer.status === 402 && JSON.parse(answer.body).error === 'ERR_SUBSCRIPTION_EXPIRED';
      if (!refused) reached.push(route.key);
      else expect(JSON.parse(answer.body)).toMatchObject({ dueDate: DUE_DATE });
    });
    expect(reached.sort()).toEqual(BILLING_ROUTES.filter((key) => key !== 'DELETE /api/auth/logout').sort());
  });

  it('reads itself, refreshes, and logs out', async () => {
    const me = await call(t.url, 'GET', '/auth/me', { token: session.token });
    expect(me).toMatchObject({ status: 200, body: { companyId, company: { dueDate: DUE_DATE } } });
    const refreshed = await call<{ token: string }>(t.url, 'POST', '/auth/refresh_token', { cookie: session.cookie });
    expect(refreshed.status).toBe(200);
    expect((await call(t.url, 'GET', '/invoices/all', { token: refreshed.body.token })).status).toBe(200);
    expect((await call(t.url, 'DELETE', '/auth/logout', { token: refreshed.body.token })).status).toBe(204);
    expect((await call(t.url, 'GET', '/auth/me', { token: refreshed.body.token })).status).toBe(401);
  });

  it('opens a socket that is in its billing room only', async () => {
    const admin = await createUser(t.database.db, companyId, { profile: 'admin' });
    const own = await login(t.url, admin.email, admin.password);
    const socket = await connectSocket(t.url, { token: own.publicToken, companyId, userId: own.user.id });
    try {
      const inRoom = async (room: string) => (await t.app.realtime.broadcaster.in(room).fetchSockets()).length;
      expect(await inRoom(rooms.billing(companyId))).toBe(1);
      expect(await inRoom(rooms.company(companyId))).toBe(0);
      expect(await inRoom(rooms.user(companyId, own.user.id))).toBe(0);
    } finally {
      socket.close();
    }
  });
});
