import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { apiRoutes } from './guard-routes.js';
import { accessOf, OPT_OUTS } from './route-catalogue.js';

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
});
