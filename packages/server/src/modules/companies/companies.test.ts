import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, PLAN_FLAGS, type CompanyDetail } from '@guiche/shared';
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
    const res = await call<{ id: number; plan: Record<string, unknown> }>(
      t.url,
      'GET',
      `/companies/listPlan/${company.id}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(company.id);
    for (const flag of PLAN_FLAGS) expect(res.body.plan[flag]).toBe(true);
  });

  it('refuses another company’s plan to a tenant user, not to the super admin', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id, { profile: 'admin' });
    const { token } = await login(t.url, user.email, user.password);
    expect(await call(t.url, 'GET', `/companies/listPlan/${other.id}`, { token })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    const admin = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await call(t.url, 'GET', `/companies/listPlan/${other.id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers 404 for a company that does not exist and 400 for a malformed id', async () => {
    const admin = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await call(t.url, 'GET', '/companies/listPlan/999999', { token: admin.token })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NOT_FOUND' },
    });
    expect(await call(t.url, 'GET', '/companies/listPlan/abc', { token: admin.token })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
  });
});

describe('company service hours', () => {
  it('an admin reads the company with default hours and saves new ones', async () => {
    const company = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const { token } = await login(t.url, admin.email, admin.password);
    const detail = await call<CompanyDetail>(t.url, 'GET', `/companies/${company.id}`, { token });
    expect(detail).toMatchObject({ status: 200, body: { id: company.id, schedules: DEFAULT_SERVICE_HOURS } });
    const schedules = DEFAULT_SERVICE_HOURS.map((day) =>
      day.weekdayEn === 'saturday'
        ? { ...day, startTimeA: '09:00', endTimeA: '13:00', startTimeB: '00:00', endTimeB: '00:00' }
        : day,
    );
    const saved = await call<CompanyDetail>(t.url, 'PUT', `/companies/${company.id}/schedules`, {
      token,
      body: { schedules },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.schedules.find((d) => d.weekdayEn === 'saturday')).toMatchObject({
      startTimeA: '09:00',
      endTimeA: '13:00',
    });
  });

  it('takes a blank day as closed and a blank second shift as one shift, and reads them back as sent', async () => {
    const company = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const { token } = await login(t.url, admin.email, admin.password);
    const blank = { startTimeA: '', endTimeA: '', startTimeB: '', endTimeB: '' };
    const schedules = DEFAULT_SERVICE_HOURS.map((day) =>
      day.weekdayEn === 'sunday'
        ? { ...day, ...blank }
        : day.weekdayEn === 'saturday'
          ? { ...day, startTimeA: '09:00', endTimeA: '13:00', startTimeB: '', endTimeB: '' }
          : // 00:00 in all four times: how a closed day was saved before blanks were allowed.
            day.weekdayEn === 'friday'
            ? { ...day, startTimeA: '00:00', endTimeA: '00:00', startTimeB: '00:00', endTimeB: '00:00' }
            : day,
    );
    const path = `/companies/${company.id}/schedules`;
    const saved = await call<CompanyDetail>(t.url, 'PUT', path, { token, body: { schedules } });
    expect(saved).toMatchObject({ status: 200, body: { schedules } });
    expect((await call<CompanyDetail>(t.url, 'GET', `/companies/${company.id}`, { token })).body.schedules).toEqual(
      schedules,
    );

    // A spec client's null or left-out times are blank too, and answered as "".
    const [monday] = DEFAULT_SERVICE_HOURS;
    const sent = { weekday: monday?.weekday, weekdayEn: 'monday', startTimeA: null, endTimeA: null };
    expect(await call<CompanyDetail>(t.url, 'PUT', path, { token, body: { schedules: [sent] } })).toMatchObject({
      status: 200,
      body: { schedules: [{ ...monday, ...blank }] },
    });

    // Half a shift is refused on the missing time.
    const half = [{ ...monday, startTimeB: '13:00', endTimeB: '' }];
    expect(await call(t.url, 'PUT', path, { token, body: { schedules: half } })).toMatchObject({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        issues: [{ path: 'schedules.0.endTimeB', message: 'validation.shiftEndRequired' }],
      },
    });
  });

  it('refuses attendants, other companies’ admins and malformed hours', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const attendant = await createUser(t.database.db, company.id);
    const otherAdmin = await createUser(t.database.db, other.id, { profile: 'admin' });
    const body = { schedules: DEFAULT_SERVICE_HOURS };
    const attendantToken = (await login(t.url, attendant.email, attendant.password)).token;
    expect(
      (await call(t.url, 'PUT', `/companies/${company.id}/schedules`, { token: attendantToken, body })).status,
    ).toBe(403);
    const otherToken = (await login(t.url, otherAdmin.email, otherAdmin.password)).token;
    expect((await call(t.url, 'PUT', `/companies/${company.id}/schedules`, { token: otherToken, body })).status).toBe(
      403,
    );
    expect((await call(t.url, 'GET', `/companies/${company.id}`, { token: otherToken })).status).toBe(403);
    const bad = { schedules: [{ ...DEFAULT_SERVICE_HOURS[0], startTimeA: '8h' }] };
    const ownAdmin = await createUser(t.database.db, company.id, { profile: 'admin' });
    const ownToken = (await login(t.url, ownAdmin.email, ownAdmin.password)).token;
    expect(
      await call(t.url, 'PUT', `/companies/${company.id}/schedules`, { token: ownToken, body: bad }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });
});
