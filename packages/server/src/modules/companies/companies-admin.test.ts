import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetail, CompanyListItem, CompanyPage } from '@guiche/shared';
import { companySettings, invoices, plans, users, whatsapps } from '../../db/schema/index.js';
import { createCompany, createConnection, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertContact, insertTicket } from '../tickets/testing/inbox.js';

let t: TestApp;
let superToken: string;
let planId: number;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const [plan] = await t.database.db
    .insert(plans)
    .values({ name: `Plano ${unique()}`, users: 5, connections: 2, queues: 5, amount: '99.90' })
    .returning();
  planId = plan!.id;
});
afterAll(() => t.close());

const unique = () => randomBytes(4).toString('hex');
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function newCompany(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  return {
    name: `Empresa ${tag}`,
    email: `dono-${tag}@test.local`,
    password: 'Senha@123',
    planId,
    dueDate: '2030-05-10',
    recurrence: 'TRIMESTRAL',
    ...overrides,
  };
}

async function createAsSuper(body: Record<string, unknown>) {
  const res = await call<CompanyDetail>(t.url, 'POST', '/companies', { token: superToken, body });
  if (res.status !== 201) throw new Error(`create company: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('POST /companies', () => {
  it('creates the company with its admin, default settings and first invoice; the admin logs in', async () => {
    const body = newCompany();
    const company = await createAsSuper(body);
    expect(company).toMatchObject({
      name: body.name,
      email: body.email,
      planId,
      status: true,
      dueDate: '2030-05-10',
      recurrence: 'TRIMESTRAL',
    });
    const session = await login(t.url, body.email, body.password);
    expect(session.user).toMatchObject({ companyId: company.id, profile: 'admin', super: false });
    expect(
      await t.database.db.select().from(companySettings).where(eq(companySettings.companyId, company.id)),
    ).toHaveLength(1);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.companyId, company.id));
    expect(invoice).toMatchObject({
      dueDate: '2030-05-10',
      value: '99.90',
      users: 5,
      connections: 2,
      queues: 5,
      status: 'open',
    });
  });

  it('starts a company in the zone of the super administrator’s language unless one is given (spec 1 §9)', async () => {
    const superUser = eq(users.email, TEST_ADMIN.email);
    expect((await createAsSuper(newCompany())).timeZone).toBe('America/Sao_Paulo');
    await t.database.db.update(users).set({ language: 'es' }).where(superUser);
    try {
      expect((await createAsSuper(newCompany())).timeZone).toBe('America/Monterrey');
      const given = await createAsSuper(newCompany({ timeZone: 'europe/lisbon' }));
      expect(given.timeZone).toBe('Europe/Lisbon');
      const moved = await call<CompanyDetail>(t.url, 'PUT', `/companies/${given.id}`, {
        token: superToken,
        body: { timeZone: 'America/New_York' },
      });
      expect(moved).toMatchObject({ status: 200, body: { timeZone: 'America/New_York' } });
      expect(
        await call(t.url, 'PUT', `/companies/${given.id}`, { token: superToken, body: { timeZone: '-03:00' } }),
      ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
      const session = await login(t.url, given.email, 'Senha@123');
      expect(session.user.company).toMatchObject({ id: given.id, timeZone: 'America/New_York' });
    } finally {
      await t.database.db.update(users).set({ language: 'pt-BR' }).where(superUser);
    }
  });

  it('gives a company created without a due date the trial period', async () => {
    const company = await createAsSuper(newCompany({ dueDate: '' }));
    const expected = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(company.dueDate).toBe(expected);
  });

  it('refuses a duplicate company name or admin email, leaving nothing half-written', async () => {
    const first = await createAsSuper(newCompany());
    const sameName = await call(t.url, 'POST', '/companies', {
      token: superToken,
      body: newCompany({ name: first.name }),
    });
    expect(sameName).toMatchObject({ status: 409, body: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' } });
    const takenEmail = newCompany({ email: first.email });
    expect(await call(t.url, 'POST', '/companies', { token: superToken, body: takenEmail })).toMatchObject({
      status: 409,
      body: { error: 'ERR_EMAIL_ALREADY_EXISTS' },
    });
    const list = await call<CompanyPage>(
      t.url,
      'GET',
      `/companies?searchParam=${encodeURIComponent(String(takenEmail.name))}`,
      { token: superToken },
    );
    expect(list.body.companies).toEqual([]);
  });

  it('refuses bad input with field issues, and an unknown plan', async () => {
    const bad = await call(t.url, 'POST', '/companies', {
      token: superToken,
      body: newCompany({ name: 'A', email: 'nope' }),
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect(
      await call(t.url, 'POST', '/companies', { token: superToken, body: newCompany({ planId: 999_999 }) }),
    ).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it('is the super administrator’s only: company admins and attendants are refused every write and list', async () => {
    const team = await createTeam(t);
    for (const token of [team.adminToken, team.attendantToken]) {
      expect(await call(t.url, 'POST', '/companies', { token, body: newCompany() })).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
      expect(
        (await call(t.url, 'PUT', `/companies/${team.company.id}`, { token, body: { name: `Renamed ${unique()}` } }))
          .status,
      ).toBe(403);
      expect((await call(t.url, 'DELETE', `/companies/${team.company.id}`, { token })).status).toBe(403);
      for (const path of ['/companies', '/companies/list', '/companiesPlan'])
        expect((await call(t.url, 'GET', path, { token })).status).toBe(403);
    }
  });
});

describe('company lists', () => {
  it('shows plan, attendant and connection counts and last login, searched and paged', async () => {
    const tag = unique();
    const created = await createAsSuper(newCompany({ name: `Lista ${tag}` }));
    await createUser(t.database.db, created.id);
    await createConnection(t.database.db, created.id);
    const page = await call<CompanyPage>(t.url, 'GET', `/companies?searchParam=${tag}`, { token: superToken });
    expect(page.body).toMatchObject({ count: 1, hasMore: false });
    expect(page.body.companies[0]).toMatchObject({
      id: created.id,
      plan: { id: planId, amount: '99.90' },
      numberAttendants: 2,
      numberConections: 1,
      lastLogin: null,
    });
    const list = await call<CompanyListItem[]>(t.url, 'GET', `/companies/list?searchParam=${tag}`, {
      token: superToken,
    });
    expect(list.body.map((c) => c.id)).toEqual([created.id]);
    const withPlan = await call<{ companies: CompanyListItem[]; hasMore: boolean }>(
      t.url,
      'GET',
      `/companiesPlan/?searchParam=${tag}&pageNumber=1`,
      { token: superToken },
    );
    expect(withPlan.body).toMatchObject({ hasMore: false, companies: [{ id: created.id }] });
  });

  it('says hasMore while pages remain', async () => {
    const tag = unique();
    for (let i = 0; i < 21; i += 1)
      await createCompany(t.database.db, { name: `Pagina ${tag} ${String(i).padStart(2, '0')}` });
    const first = await call<CompanyPage>(t.url, 'GET', `/companiesPlan?searchParam=Pagina ${tag}&pageNumber=1`, {
      token: superToken,
    });
    const second = await call<CompanyPage>(t.url, 'GET', `/companiesPlan?searchParam=Pagina ${tag}&pageNumber=2`, {
      token: superToken,
    });
    expect([
      first.body.companies.length,
      first.body.hasMore,
      second.body.companies.length,
      second.body.hasMore,
    ]).toEqual([20, true, 1, false]);
  });
});

describe('PUT /companies/{id}', () => {
  it('changes the company, refusing another company’s name', async () => {
    const one = await createAsSuper(newCompany());
    const two = await createAsSuper(newCompany());
    const saved = await call<CompanyDetail>(t.url, 'PUT', `/companies/${one.id}`, {
      token: superToken,
      body: { dueDate: '2031-01-31', recurrence: 'ANUAL', status: false },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { dueDate: '2031-01-31', recurrence: 'ANUAL', status: false, name: one.name },
    });
    expect(
      await call(t.url, 'PUT', `/companies/${one.id}`, { token: superToken, body: { name: two.name } }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_COMPANY_NAME_ALREADY_EXISTS' } });
    expect(
      (await call(t.url, 'PUT', '/companies/999999', { token: superToken, body: { name: `X ${unique()}` } })).status,
    ).toBe(404);
  });

  it('never lets company 1 expire or be disabled', async () => {
    expect(
      await call(t.url, 'PUT', '/companies/1', { token: superToken, body: { dueDate: '2020-01-01' } }),
    ).toMatchObject({ status: 409, body: { error: 'ERR_PLATFORM_COMPANY' } });
    expect(await call(t.url, 'PUT', '/companies/1', { token: superToken, body: { status: false } })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLATFORM_COMPANY' },
    });
    const kept = await call<CompanyDetail>(t.url, 'PUT', '/companies/1', {
      token: superToken,
      body: { dueDate: '2999-12-31', phone: '5511999990000' },
    });
    expect(kept.body).toMatchObject({ dueDate: '2999-12-31', phone: '5511999990000', status: true });
  });
});

describe('GET /companies/{id}/deletion', () => {
  it('counts what goes with the company: users, connections (live ones apart), tickets and contacts', async () => {
    const company = await createAsSuper(newCompany());
    const { db } = t.database;
    await createUser(db, company.id);
    const connection = await createConnection(db, company.id, { status: 'CONNECTED' });
    await createConnection(db, company.id, { status: 'DISCONNECTED' });
    const inbox = { companyId: company.id, connection };
    await insertTicket(db, inbox);
    await insertTicket(db, inbox, { status: 'closed' });
    await insertContact(db, company.id);
    // Another company's rows are not counted.
    const other = await createAsSuper(newCompany());
    await insertTicket(db, { companyId: other.id, connection: await createConnection(db, other.id) });

    expect(await call(t.url, 'GET', `/companies/${company.id}/deletion`, { token: superToken })).toMatchObject({
      status: 200,
      body: { users: 2, connections: 2, tickets: 2, contacts: 3, liveSessions: 1 },
    });
  });

  it('is the super administrator’s alone, answers 404 for no company, and refuses company 1', async () => {
    const { company, adminToken } = await createTeam(t);
    expect((await call(t.url, 'GET', `/companies/${company.id}/deletion`, { token: adminToken })).status).toBe(403);
    expect((await call(t.url, 'GET', '/companies/999999/deletion', { token: superToken })).status).toBe(404);
    expect(await call(t.url, 'GET', '/companies/1/deletion', { token: superToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLATFORM_COMPANY' },
    });
  });
});

describe('DELETE /companies/{id}', () => {
  it('removes the company and all its data; its users’ sessions end', async () => {
    const body = newCompany();
    const company = await createAsSuper(body);
    const session = await login(t.url, body.email, body.password);
    expect(await call(t.url, 'DELETE', `/companies/${company.id}`, { token: superToken })).toMatchObject({
      status: 204,
    });
    expect(await t.database.db.select().from(users).where(eq(users.companyId, company.id))).toEqual([]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toEqual([]);
    expect((await call(t.url, 'GET', '/auth/me', { token: session.token })).status).toBe(401);
    expect((await call(t.url, 'DELETE', `/companies/${company.id}`, { token: superToken })).status).toBe(404);
  });

  it('removes its stored files too, and only its own', async () => {
    const upload = async (body: Record<string, unknown>) => {
      const company = await createAsSuper(body);
      const session = await login(t.url, String(body.email), String(body.password));
      const form = new FormData();
      form.set('typeArch', 'user');
      form.set('profileImage', new Blob([new Uint8Array(PNG_1PX)]), 'avatar.png');
      const answer = await fetch(`${t.url}/api/users/${session.user.id}/media-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
        body: form,
      });
      expect(answer.status).toBe(200);
      return { company, folder: join(t.dataDir, 'uploads', `company-${company.id}`) };
    };
    const doomed = await upload(newCompany());
    const kept = await upload(newCompany());
    expect(readdirSync(join(doomed.folder, 'users'))).toHaveLength(1);

    expect((await call(t.url, 'DELETE', `/companies/${doomed.company.id}`, { token: superToken })).status).toBe(204);
    expect(
      await waitFor(
        async () => existsSync(doomed.folder),
        (exists) => !exists,
      ),
    ).toBe(false);
    expect(readdirSync(join(kept.folder, 'users'))).toHaveLength(1);
  });

  it('is refused while a connection holds a live session, and for company 1', async () => {
    const company = await createAsSuper(newCompany());
    const connection = await createConnection(t.database.db, company.id, { status: 'CONNECTED' });
    expect(await call(t.url, 'DELETE', `/companies/${company.id}`, { token: superToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_COMPANY_HAS_ACTIVE_SESSIONS' },
    });
    await t.database.db.update(whatsapps).set({ status: 'DISCONNECTED' }).where(eq(whatsapps.id, connection.id));
    expect((await call(t.url, 'DELETE', `/companies/${company.id}`, { token: superToken })).status).toBe(204);
    expect(await call(t.url, 'DELETE', '/companies/1', { token: superToken })).toMatchObject({
      status: 409,
      body: { error: 'ERR_PLATFORM_COMPANY' },
    });
  });
});
