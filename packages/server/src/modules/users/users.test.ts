import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserPage } from '@guiche/shared';
import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema/index.js';
import { createCompany, createConnection, createQueue, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A company with an admin and an attendant, both logged in. */
const team = () => createTeam(t);

const newUser = (email: string) => ({ name: 'Nova Atendente', email, password: 'secret1' });

describe('own preferences and profile', () => {
  it('a user saves their own name, password, language, theme and menu', async () => {
    const { attendant, attendantToken } = await team();
    const res = await call<UserDetail>(t.url, 'PUT', `/users/${attendant.id}`, {
      token: attendantToken,
      body: { name: 'Renamed', language: 'tr', defaultTheme: 'dark', defaultMenu: 'closed', password: 'newpass' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: attendant.id, name: 'Renamed', language: 'tr', defaultTheme: 'dark', defaultMenu: 'closed' },
    });
    expect(
      (await call(t.url, 'POST', '/auth/login', { body: { email: attendant.email, password: 'newpass' } })).status,
    ).toBe(200);
  });

  it('a user can never raise their own profile or widen their own access', async () => {
    const { attendant, attendantToken } = await team();
    for (const body of [
      { profile: 'admin' },
      { allTicket: 'enabled' },
      { showDashboard: 'enabled' },
      { queueIds: [2_147_483_647] },
      { email: 'x@test.local' },
    ]) {
      expect(await call(t.url, 'PUT', `/users/${attendant.id}`, { token: attendantToken, body })).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
    }
    expect((await call(t.url, 'GET', '/auth/me', { token: attendantToken })).body).toMatchObject({
      profile: 'user',
      allTicket: 'disable',
    });
  });

  it('refuses an unknown language; unknown fields are dropped, never applied', async () => {
    const { attendant, attendantToken } = await team();
    expect(
      await call(t.url, 'PUT', `/users/${attendant.id}`, { token: attendantToken, body: { language: 'fr' } }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect(
      await call(t.url, 'PUT', `/users/${attendant.id}`, {
        token: attendantToken,
        body: { super: true, companyId: 1 },
      }),
    ).toMatchObject({ status: 200, body: { super: false, companyId: attendant.companyId } });
  });

  it('a user’s own profile form, sent back whole with its admin-only fields unchanged, saves', async () => {
    const { attendant, attendantToken } = await team();
    const read = await call<Record<string, unknown>>(t.url, 'GET', `/users/${attendant.id}`, { token: attendantToken });
    const saved = await call(t.url, 'PUT', `/users/${attendant.id}`, {
      token: attendantToken,
      body: { ...read.body, queueIds: [], name: 'Novo Nome', password: '' },
    });
    expect(saved).toMatchObject({ status: 200, body: { name: 'Novo Nome', profile: 'user' } });
  });

  it('a user cannot change a colleague', async () => {
    const { admin, attendantToken } = await team();
    expect(
      await call(t.url, 'PUT', `/users/${admin.id}`, { token: attendantToken, body: { language: 'en' } }),
    ).toMatchObject({ status: 403 });
  });
});

describe('user management by admins', () => {
  it('an admin creates, edits and deletes attendants with queues and work hours', async () => {
    const { company, adminToken } = await team();
    const queue = await createQueue(t.database.db, company.id);
    const created = await call<UserDetail>(t.url, 'POST', '/users', {
      token: adminToken,
      body: {
        ...newUser('nova@test.local'),
        profile: 'user',
        queueIds: [queue.id],
        startWork: '08:00',
        endWork: '17:30',
        allowGroup: true,
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Nova Atendente',
        email: 'nova@test.local',
        companyId: company.id,
        startWork: '08:00',
        endWork: '17:30',
        allowGroup: true,
        queues: [{ id: queue.id }],
      },
    });
    expect(created.body).not.toHaveProperty('passwordHash');

    const updated = await call<UserDetail>(t.url, 'PUT', `/users/${created.body.id}`, {
      token: adminToken,
      body: { profile: 'supervisor', queueIds: [] },
    });
    expect(updated).toMatchObject({ status: 200, body: { profile: 'supervisor', queues: [] } });

    expect((await call(t.url, 'DELETE', `/users/${created.body.id}`, { token: adminToken })).status).toBe(204);
    expect(await call(t.url, 'GET', `/users/${created.body.id}`, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_USER_FOUND' },
    });
  });

  it('attendants and supervisors cannot create or delete users', async () => {
    const { company, admin, attendantToken } = await team();
    const supervisor = await createUser(t.database.db, company.id, { profile: 'supervisor' });
    const supervisorToken = (await login(t.url, supervisor.email, supervisor.password)).token;
    for (const token of [attendantToken, supervisorToken]) {
      expect(
        await call(t.url, 'POST', '/users', { token, body: newUser(`x-${Math.random()}@test.local`) }),
      ).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
      expect((await call(t.url, 'DELETE', `/users/${admin.id}`, { token })).status).toBe(403);
    }
  });

  it('an admin cannot delete themselves', async () => {
    const { admin, adminToken } = await team();
    expect(await call(t.url, 'DELETE', `/users/${admin.id}`, { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it('an admin never reaches another company’s users, nor creates users there', async () => {
    const { adminToken } = await team();
    const other = await createCompany(t.database.db);
    const stranger = await createUser(t.database.db, other.id);
    expect((await call(t.url, 'GET', `/users/${stranger.id}`, { token: adminToken })).status).toBe(404);
    expect(
      (await call(t.url, 'PUT', `/users/${stranger.id}`, { token: adminToken, body: { name: 'Hijacked' } })).status,
    ).toBe(404);
    expect((await call(t.url, 'DELETE', `/users/${stranger.id}`, { token: adminToken })).status).toBe(404);
    expect(
      (
        await call(t.url, 'POST', '/users', {
          token: adminToken,
          body: { ...newUser('cross@test.local'), companyId: other.id },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.url, 'GET', `/users?companyId=${other.id}`, { token: adminToken })).status).toBe(403);
  });

  it('an admin cannot give a user another company’s queue', async () => {
    const { admin, adminToken } = await team();
    const other = await createCompany(t.database.db);
    const foreignQueue = await createQueue(t.database.db, other.id);
    const res = await call(t.url, 'PUT', `/users/${admin.id}`, {
      token: adminToken,
      body: { queueIds: [foreignQueue.id] },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION', issues: [{ path: 'queueIds' }] } });
  });

  it('a default connection must be one of the company’s own', async () => {
    const { company, attendant, adminToken } = await team();
    const own = await createConnection(t.database.db, company.id);
    const foreign = await createConnection(t.database.db, (await createCompany(t.database.db)).id);
    expect(
      await call(t.url, 'PUT', `/users/${attendant.id}`, { token: adminToken, body: { whatsappId: foreign.id } }),
    ).toMatchObject({ status: 404, body: { error: 'ERR_NO_WAPP_FOUND' } });
    expect(
      await call(t.url, 'PUT', `/users/${attendant.id}`, { token: adminToken, body: { whatsappId: own.id } }),
    ).toMatchObject({ status: 200, body: { whatsappId: own.id } });
  });

  it('an admin of company 1 cannot take over the super administrator', async () => {
    const admin = await createUser(t.database.db, 1, { profile: 'admin' });
    const { token } = await login(t.url, admin.email, admin.password);
    expect((await call(t.url, 'PUT', '/users/1', { token, body: { password: 'taken1' } })).status).toBe(403);
    expect((await call(t.url, 'DELETE', '/users/1', { token })).status).toBe(403);
  });

  it('the super administrator manages users of any company', async () => {
    const other = await createCompany(t.database.db);
    const superSession = await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await call<UserDetail>(t.url, 'POST', '/users', {
      token: superSession.token,
      body: { ...newUser(`made-by-super-${other.id}@test.local`), companyId: other.id, profile: 'admin' },
    });
    expect(created).toMatchObject({ status: 201, body: { companyId: other.id, profile: 'admin' } });
    const page = await call<UserPage>(t.url, 'GET', `/users?companyId=${other.id}`, { token: superSession.token });
    expect(page.body.users.map((u) => u.id)).toEqual([created.body.id]);
  });

  it('emails are unique on the whole platform, in any case', async () => {
    const { adminToken } = await team();
    const other = await createCompany(t.database.db);
    const taken = await createUser(t.database.db, other.id);
    const res = await call(t.url, 'POST', '/users', { token: adminToken, body: newUser(taken.email.toUpperCase()) });
    expect(res).toMatchObject({ status: 409, body: { error: 'ERR_EMAIL_ALREADY_EXISTS' } });
  });

  it('validates with the spec’s rules', async () => {
    const { adminToken } = await team();
    const res = await call<{ issues: { path: string; message: string }[] }>(t.url, 'POST', '/users', {
      token: adminToken,
      body: { name: 'A', email: 'bad', password: '123', startWork: '25:00' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'validation.tooShort' },
        { path: 'email', message: 'validation.invalidEmail' },
        { path: 'password', message: 'validation.tooShort' },
        { path: 'startWork', message: 'validation.invalidTime' },
      ]),
    );
  });

  it('stops at the plan’s number of users, even when two creations race for the last place', async () => {
    const { company, adminToken } = await team();
    // The team holds 2 users; the plan allows one more.
    await t.database.db.update(plans).set({ users: 3 }).where(eq(plans.id, company.planId));
    const results = await Promise.all([
      call(t.url, 'POST', '/users', { token: adminToken, body: newUser(`race-a-${company.id}@test.local`) }),
      call(t.url, 'POST', '/users', { token: adminToken, body: newUser(`race-b-${company.id}@test.local`) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(results.find((r) => r.status === 403)?.body).toMatchObject({ error: 'ERR_PLAN_LIMIT' });
  });
});

describe('listing users', () => {
  it('pages by 20 with hasMore and filters by name or email', async () => {
    const company = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, company.id, { profile: 'admin', name: 'Admin' });
    for (let i = 0; i < 21; i += 1)
      await createUser(t.database.db, company.id, { name: `Agent ${String(i).padStart(2, '0')}` });
    const { token } = await login(t.url, admin.email, admin.password);
    const first = await call<UserPage>(t.url, 'GET', '/users/?pageNumber=1', { token });
    expect(first.body.users).toHaveLength(20);
    expect(first.body).toMatchObject({ count: 22, hasMore: true });
    const second = await call<UserPage>(t.url, 'GET', '/users/?pageNumber=2', { token });
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.users).toHaveLength(2);
    const search = await call<UserPage>(t.url, 'GET', '/users/?searchParam=agent%2007', { token });
    expect(search.body.users.map((u) => u.name)).toEqual(['Agent 07']);
    // LIKE wildcards in the search are taken literally.
    expect((await call<UserPage>(t.url, 'GET', '/users/?searchParam=%25', { token })).body.users).toEqual([]);
  });

  it('GET /users/list lists only the caller’s company', async () => {
    const company = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, company.id, { name: 'Ana' });
    await createUser(t.database.db, company.id, { name: 'Bruno' });
    await createUser(t.database.db, other.id, { name: 'Carla' });
    const { token } = await login(t.url, user.email, user.password);
    const res = await call<{ id: number; name: string }[]>(t.url, 'GET', '/users/list', { token });
    expect(res.body.map((u) => u.name)).toEqual(['Ana', 'Bruno']);
  });
});
