import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { snapshot } from './db-snapshot.js';
import { createGuardCompany, fillPath, superAdminToken, type GuardCompany } from './guard-world.js';
import { apiRoutes, callWithInvalidInput, callWithSample, inParallel, INVALID_BODIES } from './guard-routes.js';
import { RESTRICTED } from './route-catalogue.js';
import { entityOfParam, NOT_TENANT_PARAMS, optedOut } from './route-params.js';

/**
 * Standing guard: every admin or super-only route (route-catalogue.ts), called by a plain user of the company
 * with the company's own ids and a valid body, is refused with 403/404 and changes nothing. With an invalid body,
 * query and path it is refused with 403 all the same: the role is checked before any input is read (issue 35
 * item 8), so a caller learns nothing about a route it may not use.
 */
let t: TestApp;
let company: GuardCompany;
beforeAll(async () => {
  t = await startTestApp();
  company = await createGuardCompany(t);
  // Setup logs in several users (argon2) and seeds data: generous on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('role guard', () => {
  it('refuses admin and super routes to a plain user and changes nothing', async () => {
    const before = await snapshot(t.database, company.companyId);
    const routes = apiRoutes(t).filter((route) => RESTRICTED[route.key] && !optedOut(route.key, 'role'));
    const allowed: string[] = [];
    await inParallel(routes, 4, async (route) => {
      const url = fillPath(route.url, (param) => {
        const entity = entityOfParam(route.url, param);
        return entity ? company.ids[entity] : (NOT_TENANT_PARAMS[param]?.value ?? '');
      });
      const answer = await callWithSample(t, route, url, company.userToken, company.ids);
      if (answer.status !== 403 && answer.status !== 404)
        allowed.push(`${route.key} → ${url}: ${answer.status} ${answer.body}`);
    });
    expect(routes.length).toBe(Object.keys(RESTRICTED).length);
    expect(allowed).toEqual([]);
    expect(await snapshot(t.database, company.companyId)).toEqual(before);
  });

  it('refuses them with 403 before reading an invalid input', async () => {
    const before = await snapshot(t.database, company.companyId);
    const routes = apiRoutes(t).filter((route) => RESTRICTED[route.key] && !optedOut(route.key, 'role'));
    const answered: string[] = [];
    await inParallel(routes, 4, async (route) => {
      for (const payload of INVALID_BODIES) {
        const answer = await callWithInvalidInput(t, route, company.userToken, payload);
        if (answer.status !== 403 || answer.error !== 'ERR_NO_PERMISSION')
          answered.push(`${route.key} (${payload}): ${answer.status} ${answer.error}`);
      }
    });
    expect(routes.length).toBe(Object.keys(RESTRICTED).length);
    expect(answered).toEqual([]);
    expect(await snapshot(t.database, company.companyId)).toEqual(before);
  });

  it('refuses super-only routes to a company admin with 403 before reading an invalid input', async () => {
    const routes = apiRoutes(t).filter((route) => RESTRICTED[route.key] === 'super');
    const answered: string[] = [];
    await inParallel(routes, 4, async (route) => {
      for (const payload of INVALID_BODIES) {
        const answer = await callWithInvalidInput(t, route, company.adminToken, payload);
        if (answer.status !== 403 || answer.error !== 'ERR_NO_PERMISSION')
          answered.push(`${route.key} (${payload}): ${answer.status} ${answer.error}`);
      }
    });
    expect(routes.length).toBeGreaterThan(10);
    expect(answered).toEqual([]);
  });

  it('lets the super administrator past the check, to the validation', async () => {
    const superToken = await superAdminToken(t);
    const route = apiRoutes(t).find((entry) => entry.key === 'POST /api/plans');
    if (!route) throw new Error('POST /api/plans is not registered');
    const [shape, notJson] = await Promise.all(
      INVALID_BODIES.map((payload) => callWithInvalidInput(t, route, superToken, payload)),
    );
    expect(shape).toEqual({ status: 400, error: 'ERR_VALIDATION' });
    expect(notJson).toEqual({ status: 400, error: 'ERR_VALIDATION' });
  });
});
