import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.js';
import { createGuardCompany, fillPath, superAdminToken } from './guard-world.js';
import { apiRoutes, hasBody, inParallel, type GuardRoute } from './guard-routes.js';
import { fuzzBodies, fuzzQueries, PARAM_VALUES, saneParam, type FuzzRequest } from './fuzz-payloads.js';
import { optedOut, paramsOf } from './route-params.js';

/**
 * Standing guard: every /api route in the route table, called with typed garbage in its path, query and body as the
 * super administrator and as a plain user, answers below 500. A new route is fuzzed without being listed anywhere.
 */
let t: TestApp;
let tokens: { role: string; token: string }[];
beforeAll(async () => {
  t = await startTestApp();
  const company = await createGuardCompany(t);
  tokens = [
    { role: 'super', token: await superAdminToken(t) },
    { role: 'user', token: company.userToken },
  ];
  // Setup logs in several users (argon2) and seeds data: generous on a busy machine.
}, 180_000);
afterAll(() => t.close());

function requestsFor(route: GuardRoute, routeIndex: number): FuzzRequest[] {
  const params = paramsOf(route.url);
  const sanePath = fillPath(route.url, saneParam).replace(/\/$/, '');
  const requests: FuzzRequest[] =
    params.length === 0
      ? []
      : PARAM_VALUES.map((value) => ({
          label: `params = ${value.slice(0, 30)}`,
          url: route.url.replace(/:[A-Za-z]+|\*/g, value),
        }));
  requests.push({ label: 'sane path', url: sanePath });
  if (route.method === 'GET') requests.push(...fuzzQueries(sanePath));
  if (hasBody(route.method)) requests.push(...fuzzBodies(routeIndex).map((body) => ({ ...body, url: sanePath })));
  return requests;
}

describe('fuzz guard', () => {
  it('answers every route below 500 whatever the input', async () => {
    const routes = apiRoutes(t).filter((route) => !optedOut(route.key, 'fuzz'));
    // The super administrator gets every request; the plain user (who is mostly refused before the input is read)
    // a third of them, rotating per route, so the run stays in seconds while both roles meet every kind of input.
    const calls = routes.flatMap((route, index) =>
      tokens.flatMap(({ role, token }) =>
        requestsFor(route, index)
          .filter((_, position) => role === 'super' || (position + index) % 3 === 0)
          .map((request) => ({ route, role, token, request })),
      ),
    );
    const failures: string[] = [];
    const started = Date.now();
    await inParallel(calls, 8, async ({ route, role, token, request }) => {
      const reply = await t.app.http.inject({
        method: route.method as 'GET',
        url: request.url,
        headers: { authorization: `Bearer ${token}`, ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      if (reply.statusCode >= 500)
        failures.push(`${route.key} as ${role}, ${request.label}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    });
    process.stdout.write(
      `fuzz guard: ${calls.length} requests over ${routes.length} routes in ${Date.now() - started} ms\n`,
    );
    expect(calls.length).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
