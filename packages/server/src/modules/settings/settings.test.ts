import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SETTING_KEYS, serverEvents } from '@guiche/shared';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const team = () => createTeam(t);

describe('company settings', () => {
  it('every key of the spec exists with its default for a new company', async () => {
    const { company, adminSession } = await team();
    const res = await call<Record<string, string>>(t.url, 'GET', `/companySettings/${company.id}`, {
      token: adminSession.token,
    });
    expect(res.status).toBe(200);
    for (const key of COMPANY_SETTING_KEYS) expect(res.body).toHaveProperty(key);
    expect(res.body).toMatchObject({
      companyId: company.id,
      userRating: 'disabled',
      scheduleType: 'disabled',
      sendSignMessage: 'enabled',
    });
  });

  it('an admin changes a setting by column and data; everyone reads it by column, live too', async () => {
    const { company, admin, adminSession, attendantToken } = await team();
    const socket = await connectSocket(t.url, {
      token: adminSession.publicToken,
      companyId: company.id,
      userId: admin.id,
    });
    const live = nextEvent(socket, serverEvents.settings(company.id));
    const res = await call(t.url, 'PUT', '/companySettings', {
      token: adminSession.token,
      body: { column: 'requiredTag', data: 'enabled' },
    });
    expect(res).toMatchObject({ status: 200, body: { key: 'requiredTag', value: 'enabled' } });
    expect(await live).toEqual({ action: 'update', setting: { key: 'requiredTag', value: 'enabled' } });
    expect((await call(t.url, 'GET', '/companySettingOne?column=requiredTag', { token: attendantToken })).body).toEqual(
      { requiredTag: 'enabled' },
    );
    expect(await t.app.services.settings.read(company.id)).toMatchObject({
      requiredTag: true,
      userRating: false,
      scheduleType: 'disabled',
    });
    socket.close();
  });

  it('refuses unknown keys and values outside each key’s allowed set, never touching SQL with them', async () => {
    const { adminSession } = await team();
    const attempts = [
      { body: { column: 'nope', data: 'enabled' }, path: 'column' },
      { body: { column: 'company_id', data: '2' }, path: 'column' },
      { body: { column: 'userRating"; drop table users; --', data: 'enabled' }, path: 'column' },
      { body: { column: 'userRating', data: 'yes' }, path: 'data' },
      { body: { column: 'scheduleType', data: 'weekly' }, path: 'data' },
    ];
    for (const { body, path } of attempts) {
      const res = await call(t.url, 'PUT', '/companySettings', { token: adminSession.token, body });
      expect(res).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION', issues: [{ path }] } });
    }
    expect(
      (
        await call(t.url, 'PUT', '/companySettings', {
          token: adminSession.token,
          body: { column: 'scheduleType', data: 'queue' },
        })
      ).status,
    ).toBe(200);
    expect(
      await call(t.url, 'GET', '/companySettingOne?column=password_hash', { token: adminSession.token }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_SETTING_FOUND' } });
  });

  it('attendants cannot change settings', async () => {
    const { attendantToken } = await team();
    expect(
      await call(t.url, 'PUT', '/companySettings', {
        token: attendantToken,
        body: { column: 'userRating', data: 'enabled' },
      }),
    ).toMatchObject({ status: 403 });
  });

  it('another company’s settings are out of reach for its neighbours, not for the super administrator', async () => {
    const { adminSession } = await team();
    const other = await createCompany(t.database.db);
    expect((await call(t.url, 'GET', `/companySettings/${other.id}`, { token: adminSession.token })).status).toBe(403);
    const superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    expect((await call(t.url, 'GET', `/companySettings/${other.id}`, { token: superToken })).status).toBe(200);
  });
});

describe('key/value settings', () => {
  it('only the super administrator changes userCreation', async () => {
    const { adminSession } = await team();
    expect(
      (await call(t.url, 'PUT', '/settings/userCreation', { token: adminSession.token, body: { value: 'disabled' } }))
        .status,
    ).toBe(403);
    const superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    expect(
      await call(t.url, 'PUT', '/settings/userCreation', { token: superToken, body: { value: 'disabled' } }),
    ).toMatchObject({ status: 200, body: { key: 'userCreation', value: 'disabled' } });
    expect(
      (await call(t.url, 'PUT', '/settings/userCreation', { token: superToken, body: { value: 'maybe' } })).status,
    ).toBe(400);
    expect(await call(t.url, 'PUT', '/settings/unknownKey', { token: superToken, body: { value: 'x' } })).toMatchObject(
      { status: 404, body: { error: 'ERR_NO_SETTING_FOUND' } },
    );
    await call(t.url, 'PUT', '/settings/userCreation', { token: superToken, body: { value: 'enabled' } });
  });

  it('the payment provider token is never answered in clear, and hidden from everyone but the super administrator', async () => {
    const superSession = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const saved = await call(t.url, 'PUT', '/settings/asaas', {
      token: superSession.token,
      body: { value: 'aact_prod_secret_token' },
    });
    expect(saved.body).toEqual({ key: 'asaas', value: '********' });
    const list = await call<{ key: string; value: string }[]>(t.url, 'GET', '/settings', { token: superSession.token });
    expect(list.body.find((s) => s.key === 'asaas')).toEqual({ key: 'asaas', value: '********' });
    expect(JSON.stringify(list.body)).not.toContain('aact_prod_secret_token');
    const me = await call(t.url, 'GET', '/auth/me', { token: superSession.token });
    expect(JSON.stringify(me.body)).not.toContain('aact_prod_secret_token');
    const admin = await createUser(t.database.db, 1, { profile: 'admin' });
    const adminList = await call<{ key: string }[]>(t.url, 'GET', '/settings', {
      token: (await login(t.url, admin.email, admin.password)).token,
    });
    expect(adminList.body.map((s) => s.key)).not.toContain('asaas');
  });
});
