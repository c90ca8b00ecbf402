import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { apiRoutes } from './guard-routes.js';
import { planFlagOf } from './plan-catalogue.js';
import { accessOf, RESTRICTED, restrictionOf } from './route-catalogue.js';
import { OPT_OUTS } from './route-params.js';

/** Every route is classified (public, user, admin, super), so the role guard knows a new route's audience. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Setup logs in several users (argon2) and seeds data: generous on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('route catalogue', () => {
  it('classifies every /api route', () => {
    const unclassified = apiRoutes(t).flatMap((route) => (accessOf(route.key) ? [] : [route.key]));
    expect(unclassified, 'add these to route-catalogue.ts (PUBLIC, USER_ROUTES or RESTRICTED)').toEqual([]);
  });

  it('gives a reason for every opt-out', () => {
    expect(OPT_OUTS.filter((entry) => entry.reason.trim().length < 20)).toEqual([]);
  });

  it('finds every restricted route declaring its role, and no other', () => {
    // A route that forgets `access(...)` is checked by its service only, after its input was read (400 before 403).
    const differing = apiRoutes(t).flatMap((route) => {
      const declared = restrictionOf(route.access);
      return declared === RESTRICTED[route.key]
        ? []
        : [`${route.key}: catalogue ${RESTRICTED[route.key] ?? 'user'}, declared ${declared ?? 'none'}`];
    });
    expect(differing).toEqual([]);
  });

  it('finds every plan-gated route declaring its flag, and no other', () => {
    const differing = apiRoutes(t).flatMap((route) =>
      route.access?.plan === planFlagOf(route.key)
        ? []
        : [`${route.key}: catalogue ${planFlagOf(route.key) ?? 'none'}, declared ${route.access?.plan ?? 'none'}`],
    );
    expect(differing).toEqual([]);
  });
});
