import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FLAGS } from '@guiche/shared';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /companies/listPlan/{companyId}', () => {
  it('answers the company with every plan flag to its own users', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const { token } = await login(t.url, user.email, user.password);
    const res = await call<{ id: number; plan: Record<string, unknown> }>(t.url, 'GET', `/companies/listPlan/${company.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(company.id);
    for (const flag of PLAN_FLAGS) expect(res.body.plan[flag]).toBe(true);
  });

  it('refuses another company’s plan to a tenant user, not to the super admin', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id, { profile: 'admin' });
    const { token } = await login(t.url, user.email, user.password);
    expect(await call(t.url, 'GET', `/companies/listPlan/${other.id}`, { token })).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    const admin = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await call(t.url, 'GET', `/companies/listPlan/${other.id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers 404 for a company that does not exist and 400 for a malformed id', async () => {
    const admin = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await call(t.url, 'GET', '/companies/listPlan/999999', { token: admin.token })).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
    expect(await call(t.url, 'GET', '/companies/listPlan/abc', { token: admin.token })).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });
});
