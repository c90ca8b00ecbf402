import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { snapshot } from './db-snapshot.js';
import { createGuardCompany, fillPath, type GuardCompany } from './guard-world.js';
import { apiRoutes, callWithSample, inParallel } from './guard-routes.js';
import { entityOfParam, NOT_TENANT_PARAMS, optedOut, RESTRICTED } from './route-catalogue.js';

/**
 * Standing guard: every admin or super-only route (route-catalogue.ts), called by a plain user of the company
 * with the company's own ids and a valid body, is refused with 403/404 and changes nothing.
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
      if (answer.status !== 403 && answer.status !== 404) allowed.push(`${route.key} → ${url}: ${answer.status} ${answer.body}`);
    });
    expect(routes.length).toBe(Object.keys(RESTRICTED).length);
    expect(allowed).toEqual([]);
    expect(await snapshot(t.database, company.companyId)).toEqual(before);
  });
});
