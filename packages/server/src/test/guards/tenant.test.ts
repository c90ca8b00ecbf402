import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { snapshot } from './db-snapshot.js';
import { createGuardCompany, fillPath, type GuardCompany } from './guard-world.js';
import { apiRoutes, callWithSample, inParallel } from './guard-routes.js';
import { accessOf } from './route-catalogue.js';
import { entityOfParam, NOT_TENANT_PARAMS, optedOut, paramsOf } from './route-params.js';
import { BODY_ID_ROUTES } from './sample-bodies.js';

/**
 * Standing guard: company A's admin naming company B's ids (in the path, or in the body of the routes that take
 * ids there) is refused, and B's rows are exactly as they were. Routes come from the route table; a path parameter
 * the catalogue cannot map to an entity fails the first test.
 */
let t: TestApp;
let a: GuardCompany;
let b: GuardCompany;
beforeAll(async () => {
  t = await startTestApp();
  [a, b] = await Promise.all([createGuardCompany(t), createGuardCompany(t)]);
  // Setup logs in several users (argon2) and seeds data: generous on a busy machine.
}, 180_000);
afterAll(() => t.close());

/** Parameters that name an entity (anything but the declared NOT_TENANT_PARAMS). */
const entityParams = (url: string) => paramsOf(url).filter((param) => !NOT_TENANT_PARAMS[param]);

const tenantRoutes = () =>
  apiRoutes(t).filter(
    (route) =>
      accessOf(route.key) !== 'public' &&
      !optedOut(route.key, 'tenant') &&
      (entityParams(route.url).length > 0 || BODY_ID_ROUTES.has(route.key)),
  );

describe('tenant guard', () => {
  it('knows which entity every path parameter names', () => {
    const unmapped = tenantRoutes().flatMap((route) =>
      entityParams(route.url).flatMap((param) => (entityOfParam(route.url, param) ? [] : [`${route.key} :${param}`])),
    );
    expect(unmapped, 'declare these in route-catalogue.ts (ID_BY_SEGMENT, BY_PARAM or NOT_TENANT_PARAMS)').toEqual([]);
  });

  it("refuses another company's ids and leaves that company's data unchanged", async () => {
    const before = await snapshot(t.database, b.companyId);
    const leaks: string[] = [];
    const routes = tenantRoutes();
    await inParallel(routes, 4, async (route) => {
      const url = fillPath(route.url, (param) => {
        const entity = entityOfParam(route.url, param);
        return entity ? b.ids[entity] : (NOT_TENANT_PARAMS[param]?.value ?? '');
      });
      // A path naming B's resource gets a body naming A's own entities, so only the path can be at fault; a route
      // with ids in its body only gets B's ids there.
      const pathIds = entityParams(route.url).length > 0;
      const answer = await callWithSample(t, route, url, a.adminToken, pathIds ? a.ids : b.ids);
      // Ids in a path name the resource: only "not yours" answers. Ids in a body may also be refused as invalid.
      const allowed = pathIds ? [403, 404] : [400, 403, 404];
      if (!allowed.includes(answer.status)) leaks.push(`${route.key} → ${url}: ${answer.status} ${answer.body}`);
    });
    expect(routes.length).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
    expect(await snapshot(t.database, b.companyId)).toEqual(before);
  });
});
