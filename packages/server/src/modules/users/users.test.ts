import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('PUT /users/{id} (preferences)', () => {
  it('saves the language, theme and menu of the caller and answers the session user', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const { token } = await login(t.url, user.email, user.password);
    const res = await call(t.url, 'PUT', `/users/${user.id}`, { token, body: { language: 'tr', defaultTheme: 'dark', defaultMenu: 'closed' } });
    expect(res).toMatchObject({ status: 200, body: { id: user.id, language: 'tr', defaultTheme: 'dark', defaultMenu: 'closed' } });
    expect((await call(t.url, 'GET', '/auth/me', { token })).body).toMatchObject({ language: 'tr' });
  });

  it('refuses an unknown language and fields that are not preferences', async () => {
    const company = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const { token } = await login(t.url, user.email, user.password);
    expect(await call(t.url, 'PUT', `/users/${user.id}`, { token, body: { language: 'fr' } })).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    // A user may never raise their own profile.
    expect(await call(t.url, 'PUT', `/users/${user.id}`, { token, body: { profile: 'admin' } })).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect((await call(t.url, 'GET', '/auth/me', { token })).body).toMatchObject({ profile: 'user' });
  });

  it('refuses to change another user, in the same company or another one', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id);
    const colleague = await createUser(t.database.db, company.id);
    const stranger = await createUser(t.database.db, other.id);
    const { token } = await login(t.url, user.email, user.password);
    for (const target of [colleague, stranger]) {
      expect(await call(t.url, 'PUT', `/users/${target.id}`, { token, body: { language: 'en' } })).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    }
  });
});

describe('GET /users/list', () => {
  it('lists only the users of the caller’s company', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id, { name: 'Ana' });
    await createUser(t.database.db, company.id, { name: 'Bruno' });
    await createUser(t.database.db, other.id, { name: 'Carla' });
    const { token } = await login(t.url, user.email, user.password);
    const res = await call<{ id: number; name: string }[]>(t.url, 'GET', '/users/list', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((u) => u.name)).toEqual(['Ana', 'Bruno']);
  });
});
