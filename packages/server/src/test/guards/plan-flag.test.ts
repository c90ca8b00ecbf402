import { eq } from 'drizzle-orm';
import { PLAN_FLAGS } from '@guiche/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/index.js';
import { createCompany, createUser } from '../factories.js';
import { login } from '../http.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { apiRoutes, callWithInvalidInput, inParallel, INVALID_BODIES } from './guard-routes.js';
import { planFlagOf } from './plan-catalogue.js';

/**
 * Standing guard: a company whose plan lacks a feature flag is refused every route behind that flag with 403
 * ERR_NO_PERMISSION before the route reads its input (issue 35 item 8): an invalid body, query or path gets the
 * same refusal as a valid one, never 400. The caller is the company's admin, so the role is never the reason.
 */
let t: TestApp;
let withoutFlags: string;
let withFlags: string;
beforeAll(async () => {
  t = await startTestApp();
  const bare = await createCompany(t.database.db);
  const noFlags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, false]));
  await t.database.db.update(plans).set(noFlags).where(eq(plans.id, bare.planId));
  const full = await createCompany(t.database.db);
  const [bareAdmin, fullAdmin] = await Promise.all([
    createUser(t.database.db, bare.id, { profile: 'admin' }),
    createUser(t.database.db, full.id, { profile: 'admin' }),
  ]);
  [withoutFlags, withFlags] = await Promise.all([
    login(t.url, bareAdmin.email, bareAdmin.password),
    login(t.url, fullAdmin.email, fullAdmin.password),
  ]).then((sessions) => sessions.map((session) => session.token));
}, 60_000);
afterAll(() => t.close());

describe('plan flag guard', () => {
  it('refuses every plan-gated route with 403 before reading an invalid input', async () => {
    const routes = apiRoutes(t).filter((route) => planFlagOf(route.key));
    const answered: string[] = [];
    await inParallel(routes, 4, async (route) => {
      for (const payload of INVALID_BODIES) {
        const answer = await callWithInvalidInput(t, route, withoutFlags, payload);
        if (answer.status !== 403 || answer.error !== 'ERR_NO_PERMISSION')
          answered.push(`${route.key} (${payload}): ${answer.status} ${answer.error}`);
      }
    });
    expect(routes.length).toBeGreaterThan(40);
    expect(answered).toEqual([]);
  });

  it('lets a company with the flag past the check, to the validation', async () => {
    for (const key of ['POST /api/schedules', 'PUT /api/chats/:id', 'POST /api/prompt']) {
      const route = apiRoutes(t).find((entry) => entry.key === key);
      if (!route) throw new Error(`${key} is not registered`);
      expect(await callWithInvalidInput(t, route, withFlags, INVALID_BODIES[0] ?? ''), key).toEqual({
        status: 400,
        error: 'ERR_VALIDATION',
      });
    }
  });
});
