import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SECRET_MASK, PLATFORM_COMPANY_ID } from '@guiche/shared';
import { createCompany, createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { entriesOf } from './testing/audit-entries.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

const entries = (action: () => Promise<unknown>) => entriesOf(t.database.db, action);

describe('the audit trail records settings changes', () => {
  it('PUT /companySettings: one entry of the company with the actor, old → new and the address', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const written = await entries(() =>
      call(t.url, 'PUT', '/companySettings', { token: adminToken, body: { column: 'requiredTag', data: 'enabled' } }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: company.id,
      actorId: admin.id,
      actorName: admin.name,
      actorEmail: admin.email,
      actorCompanyId: company.id,
      action: 'settings.updated',
      entityType: 'setting',
      entityId: 'requiredTag',
      changes: { requiredTag: { old: 'disabled', new: 'enabled' } },
      ip: '127.0.0.1',
    });
    // Saving what is already there changes nothing, and records nothing.
    expect(
      await entries(() =>
        call(t.url, 'PUT', '/companySettings', { token: adminToken, body: { column: 'requiredTag', data: 'enabled' } }),
      ),
    ).toHaveLength(0);
  });

  it('a refused change writes nothing', async () => {
    const { adminToken, attendantToken } = await createTeam(t);
    const written = await entries(async () => {
      await call(t.url, 'PUT', '/companySettings', {
        token: attendantToken,
        body: { column: 'requiredTag', data: 'enabled' },
      });
      await call(t.url, 'PUT', '/companySettings', {
        token: adminToken,
        body: { column: 'requiredTag', data: 'maybe' },
      });
    });
    expect(written).toEqual([]);
  });

  it('the company’s time zone: one entry with the zone’s old → new, the hours left out when unchanged', async () => {
    const { company, adminToken } = await createTeam(t);
    const current = await call<{ schedules: unknown[] }>(t.url, 'GET', `/companies/${company.id}`, {
      token: adminToken,
    });
    const written = await entries(() =>
      call(t.url, 'PUT', `/companies/${company.id}/schedules`, {
        token: adminToken,
        body: { schedules: current.body.schedules, timeZone: 'America/Manaus' },
      }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: company.id,
      action: 'settings.updated',
      entityId: 'timeZone',
      changes: { timeZone: { old: 'America/Sao_Paulo', new: 'America/Manaus' } },
    });
  });

  it('a platform setting (super administrator): a platform-level entry, the asaas key masked', async () => {
    const secret = 'asaas-key-never-in-the-trail';
    const written = await entries(() =>
      call(t.url, 'PUT', '/settings/asaas', { token: superToken, body: { value: secret } }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: null,
      actorCompanyId: PLATFORM_COMPANY_ID,
      action: 'settings.updated',
      entityId: 'asaas',
      changes: { asaas: { old: '', new: AUDIT_SECRET_MASK } },
    });
    expect(JSON.stringify(written)).not.toContain(secret);
  });
});

describe('the audit trail records users and their roles', () => {
  it('a user created, changed (profile, queues, password) and deleted: one entry each, no password in any', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    const password = 'Pass-word-1234';
    let userId = 0;
    const created = await entries(async () => {
      const res = await call<{ id: number }>(t.url, 'POST', '/users', {
        token: adminToken,
        body: { name: 'Bruna Lima', email: 'bruna@audit.test', password, profile: 'user' },
      });
      userId = res.body.id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      companyId: company.id,
      actorId: admin.id,
      action: 'user.created',
      entityType: 'user',
      entityId: String(userId),
      changes: {
        name: { new: 'Bruna Lima' },
        email: { new: 'bruna@audit.test' },
        password: { new: AUDIT_SECRET_MASK },
      },
    });

    const newPassword = 'Another-pass-5678';
    const updated = await entries(() =>
      call(t.url, 'PUT', `/users/${userId}`, {
        token: adminToken,
        body: { profile: 'supervisor', password: newPassword, name: 'Bruna Lima' },
      }),
    );
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ action: 'user.updated', entityId: String(userId) });
    expect(updated[0]?.changes).toEqual({
      profile: { old: 'user', new: 'supervisor' },
      password: { old: AUDIT_SECRET_MASK, new: AUDIT_SECRET_MASK },
    });

    const deleted = await entries(() => call(t.url, 'DELETE', `/users/${userId}`, { token: adminToken }));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      action: 'user.deleted',
      entityId: String(userId),
      changes: { name: { old: 'Bruna Lima' }, email: { old: 'bruna@audit.test' }, profile: { old: 'supervisor' } },
    });
    const all = JSON.stringify([...created, ...updated, ...deleted]);
    expect(all).not.toContain(password);
    expect(all).not.toContain(newPassword);
  });

  it('a user’s own preferences (theme, language) are no administrative act: nothing is recorded', async () => {
    const { attendant, attendantToken } = await createTeam(t);
    const written = await entries(() =>
      call(t.url, 'PUT', `/users/${attendant.id}`, {
        token: attendantToken,
        body: { defaultTheme: 'dark', language: 'en' },
      }),
    );
    expect(written).toEqual([]);
  });
});

describe('the audit trail records the super administrator in other companies', () => {
  it('reading another company’s users, company, invoices or settings: one platform-level entry per read', async () => {
    const other = await createCompany(t.database.db);
    const reads = [
      `/users?companyId=${other.id}`,
      `/companies/${other.id}`,
      `/invoices/all?companyId=${other.id}`,
      `/companySettings/${other.id}`,
    ];
    for (const path of reads) {
      const written = await entries(async () =>
        expect((await call(t.url, 'GET', path, { token: superToken })).status).toBe(200),
      );
      expect(written, path).toHaveLength(1);
      expect(written[0], path).toMatchObject({
        companyId: null,
        actorCompanyId: PLATFORM_COMPANY_ID,
        action: 'platform.companyAccessed',
        entityType: 'company',
        entityId: String(other.id),
      });
    }
  });

  it('reading its own company is no such access', async () => {
    const written = await entries(() => call(t.url, 'GET', `/companies/${PLATFORM_COMPANY_ID}`, { token: superToken }));
    expect(written).toEqual([]);
  });

  it('changing a user of another company: that company’s entry, naming the platform as the actor’s company', async () => {
    const other = await createCompany(t.database.db);
    const user = await createUser(t.database.db, other.id);
    const written = await entries(() =>
      call(t.url, 'PUT', `/users/${user.id}`, { token: superToken, body: { profile: 'admin' } }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: other.id,
      actorCompanyId: PLATFORM_COMPANY_ID,
      action: 'user.updated',
      changes: { profile: { old: 'user', new: 'admin' } },
    });
  });

  it('creating, changing and deleting a company: platform-level entries', async () => {
    const plan = (await call<{ id: number }[]>(t.url, 'GET', '/plans/list', { token: superToken })).body[0];
    let companyId = 0;
    const created = await entries(async () => {
      const res = await call<{ id: number }>(t.url, 'POST', '/companies', {
        token: superToken,
        body: { name: 'Audited Ltda', email: 'owner@audited.test', password: 'Owner-pass-123', planId: plan?.id },
      });
      expect(res.status).toBe(201);
      companyId = res.body.id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ companyId: null, action: 'company.created', entityId: String(companyId) });
    expect(JSON.stringify(created)).not.toContain('Owner-pass-123');

    const updated = await entries(() =>
      call(t.url, 'PUT', `/companies/${companyId}`, { token: superToken, body: { name: 'Audited S.A.' } }),
    );
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      companyId: null,
      action: 'company.updated',
      changes: { name: { old: 'Audited Ltda', new: 'Audited S.A.' } },
    });

    const deleted = await entries(() => call(t.url, 'DELETE', `/companies/${companyId}`, { token: superToken }));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      companyId: null,
      action: 'company.deleted',
      entityId: String(companyId),
      changes: { name: { old: 'Audited S.A.' } },
    });
  });
});
