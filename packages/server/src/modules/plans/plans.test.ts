import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FLAGS, type Plan } from '@guiche/shared';
import { companies } from '../../db/schema/index.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Plano ${randomBytes(4).toString('hex')}`,
  users: 3,
  connections: 1,
  queues: 2,
  amount: 49.9,
  ...overrides,
});

async function createPlan(overrides: Record<string, unknown> = {}) {
  const res = await call<Plan>(t.url, 'POST', '/plans', { token: superToken, body: planBody(overrides) });
  if (res.status !== 201) throw new Error(`create plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('plans', () => {
  it('the super administrator creates, changes and deletes a plan; every flag defaults to true', async () => {
    const plan = await createPlan();
    expect(plan).toMatchObject({ users: 3, connections: 1, queues: 2, amount: '49.90', isPublic: true });
    for (const flag of PLAN_FLAGS) expect(plan[flag]).toBe(true);
    const changed = await call<Plan>(t.url, 'PUT', `/plans/${plan.id}`, {
      token: superToken,
      body: planBody({ name: plan.name, amount: '59', useKanban: false, isPublic: false }),
    });
    expect(changed).toMatchObject({ status: 200, body: { amount: '59.00', useKanban: false, isPublic: false } });
    expect((await call(t.url, 'DELETE', `/plans/${plan.id}`, { token: superToken })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/plans/${plan.id}`, { token: superToken })).status).toBe(404);
    expect((await call(t.url, 'PUT', `/plans/${plan.id}`, { token: superToken, body: planBody() })).status).toBe(404);
  });

  it('refuses a duplicate name and bad input', async () => {
    const plan = await createPlan();
    expect(
      await call(t.url, 'POST', '/plans', { token: superToken, body: planBody({ name: plan.name }) }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_PLAN_NAME_ALREADY_EXISTS' } });
    const other = await createPlan();
    expect(
      await call(t.url, 'PUT', `/plans/${other.id}`, { token: superToken, body: planBody({ name: plan.name }) }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_PLAN_NAME_ALREADY_EXISTS' } });
    expect(await call(t.url, 'POST', '/plans', { token: superToken, body: planBody({ users: -1 }) })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });

  it('keeps a plan some company is on', async () => {
    const plan = await createPlan();
    const team = await createTeam(t);
    await t.database.db.update(companies).set({ planId: plan.id }).where(eq(companies.id, team.company.id));
    expect(await call(t.url, 'DELETE', `/plans/${plan.id}`, { token: superToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLAN_IN_USE' },
    });
  });

  it('only the super administrator writes plans', async () => {
    const plan = await createPlan();
    const team = await createTeam(t);
    for (const token of [team.adminToken, team.attendantToken]) {
      expect(await call(t.url, 'POST', '/plans', { token, body: planBody() })).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
      expect((await call(t.url, 'PUT', `/plans/${plan.id}`, { token, body: planBody() })).status).toBe(403);
      expect((await call(t.url, 'DELETE', `/plans/${plan.id}`, { token })).status).toBe(403);
    }
  });

  it('lists public plans without a login, and every plan to the super administrator only', async () => {
    const open = await createPlan({ isPublic: true });
    const hidden = await createPlan({ isPublic: false });
    const ids = (plans: Plan[]) => plans.map((plan) => plan.id);
    const anonymous = await call<Plan[]>(t.url, 'GET', '/plans/listPublic');
    expect(ids(anonymous.body)).toContain(open.id);
    expect(ids(anonymous.body)).not.toContain(hidden.id);
    const team = await createTeam(t);
    for (const path of ['/plans/list', '/plans/all']) {
      expect(ids((await call<Plan[]>(t.url, 'GET', path, { token: team.adminToken })).body)).not.toContain(hidden.id);
      expect(ids((await call<Plan[]>(t.url, 'GET', path, { token: superToken })).body)).toEqual(
        expect.arrayContaining([open.id, hidden.id]),
      );
    }
  });

  it('a plan’s new limits bind its companies at once', async () => {
    const plan = await createPlan({ users: 10 });
    const team = await createTeam(t);
    await t.database.db.update(companies).set({ planId: plan.id }).where(eq(companies.id, team.company.id));
    await call(t.url, 'PUT', `/plans/${plan.id}`, { token: superToken, body: planBody({ name: plan.name, users: 2 }) });
    const user = {
      name: 'Terceira',
      email: `terceira-${randomBytes(3).toString('hex')}@test.local`,
      password: 'Senha123',
      profile: 'user',
    };
    expect(await call(t.url, 'POST', '/users', { token: team.adminToken, body: user })).toMatchObject({
      status: 403,
      body: { error: 'ERR_PLAN_LIMIT' },
    });
  });
});
