import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { addCalendarDays, AUDIT_LOGS_PAGE_SIZE, AUDIT_SECRET_MASK, type AuditLogListAnswer } from '@guiche/shared';
import { auditLogs } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { call, login } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-database.js';
import { auditLogsRepository, type NewAuditLog } from './audit-logs.repository.js';
import { entriesOf } from './testing/audit-entries.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await startTestApp();
  superToken = (await login(t.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

/** An entry written straight to the table (the list's set-up), at `createdAt`. */
const insert = (companyId: number | null, values: Partial<NewAuditLog> = {}) =>
  auditLogsRepository.insert(t.database.db, companyId, { action: 'settings.updated', ...values });

const list = (token: string, query = '') =>
  call<AuditLogListAnswer>(t.url, 'GET', `/audit-logs${query ? `?${query}` : ''}`, { token });

async function download(token: string, query: string) {
  const response = await fetch(`${t.url}/api/audit-logs/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /audit-logs: who may read what', () => {
  it('a company’s admins read its entries only; another company never sees them', async () => {
    const a = await createTeam(t);
    const b = await createTeam(t);
    await call(t.url, 'PUT', '/companySettings', {
      token: a.adminToken,
      body: { column: 'userRating', data: 'enabled' },
    });
    await insert(null, { action: 'company.created' });
    const ofA = await list(a.adminToken);
    expect(ofA.status).toBe(200);
    expect(ofA.body.auditLogs.map((entry) => [entry.companyId, entry.action])).toEqual([
      [a.company.id, 'settings.updated'],
    ]);
    expect(ofA.body.auditLogs[0]).toMatchObject({
      actor: { id: a.admin.id, name: a.admin.name, email: a.admin.email, companyId: a.company.id },
      changes: { userRating: { old: 'disabled', new: 'enabled' } },
    });
    expect((await list(b.adminToken)).body).toEqual({ auditLogs: [], nextCursor: null });
  });

  it('a user or supervisor is refused with the catalogue code, whatever the query; an admin asking for the platform too', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    const supervisor = await createUser(t.database.db, company.id, { profile: 'supervisor' });
    const supervisorToken = (await login(t.url, supervisor.email, supervisor.password)).token;
    for (const token of [attendantToken, supervisorToken]) {
      for (const query of ['', 'scope=nope&cursor=-1'])
        expect(await list(token, query)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
      expect((await download(token, 'format=csv')).status).toBe(403);
    }
    expect(await list(adminToken, 'scope=platform')).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await list(adminToken, 'action=nope')).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
  });

  it('the super administrator sees the platform-level entries with scope=platform, and never among its company’s', async () => {
    const platformEntry = await insert(null, { action: 'company.deleted', entityType: 'company', entityId: '77' });
    const platform = await list(superToken, 'scope=platform');
    expect(platform.status).toBe(200);
    expect(platform.body.auditLogs.map((entry) => entry.id)).toContain(platformEntry);
    expect(platform.body.auditLogs.every((entry) => entry.companyId === null)).toBe(true);
    const own = await list(superToken);
    expect(own.body.auditLogs.map((entry) => entry.id)).not.toContain(platformEntry);
  });
});

describe('GET /audit-logs: filters and paging', () => {
  it('pages newest first by cursor, every entry once, the last page without a cursor', async () => {
    const { company, adminToken } = await createTeam(t);
    const ids: number[] = [];
    for (let i = 0; i < AUDIT_LOGS_PAGE_SIZE * 2 + 7; i++) ids.push(await insert(company.id, { entityId: String(i) }));
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(adminToken, cursor ? `cursor=${cursor}` : '');
      expect(page.status).toBe(200);
      seen.push(...page.body.auditLogs.map((entry) => entry.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('narrows by action, by user and by calendar days of the company’s zone', async () => {
    const { company, admin, attendant, adminToken } = await createTeam(t);
    // São Paulo is UTC−3: 02:30Z is still the day before there, 03:30Z the day itself. A recent day, so the retention
    // run of the app's start (a year by default) never takes these.
    const day = addCalendarDays(new Date().toISOString().slice(0, 10), -5);
    const dayBefore = addCalendarDays(day, -1);
    const late = await insert(company.id, { createdAt: new Date(`${day}T02:30:00Z`), actorId: admin.id });
    const early = await insert(company.id, {
      createdAt: new Date(`${day}T03:30:00Z`),
      actorId: attendant.id,
      action: 'contacts.exported',
    });
    const idsOf = async (query: string) => (await list(adminToken, query)).body.auditLogs.map((entry) => entry.id);
    expect(await idsOf(`dateFrom=${day}&dateTo=${day}`)).toEqual([early]);
    expect(await idsOf(`dateFrom=${dayBefore}&dateTo=${dayBefore}`)).toEqual([late]);
    expect(await idsOf(`dateFrom=${dayBefore}&dateTo=${day}`)).toEqual([early, late]);
    expect(await idsOf('action=contacts.exported')).toEqual([early]);
    expect(await idsOf(`actorId=${admin.id}`)).toEqual([late]);
  });
});

describe('GET /audit-logs/export', () => {
  it('writes the filtered entries in the user’s language, secrets masked, and is itself an entry of the trail', async () => {
    const { company, admin, adminToken } = await createTeam(t);
    await call(t.url, 'PUT', '/companySettings', {
      token: adminToken,
      body: { column: 'lgpdLink', data: 'https://x.test' },
    });
    await call(t.url, 'POST', '/users', {
      token: adminToken,
      body: { name: 'Caio', email: 'caio@audit-export.test', password: 'Caio-pass-1234' },
    });
    const written = await entriesOf(t.database.db, async () => {
      const csv = await download(adminToken, 'format=csv');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('x-export-rows')).toBe('2');
      const rows = parse(csv.bytes.toString('utf8'), { bom: true }) as string[][];
      expect(rows[0]).toEqual(['Data', 'Usuário', 'E-mail', 'Ação', 'Item', 'Alterações', 'IP']);
      expect(rows.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual([
        [admin.name, 'Usuário criado', expect.stringMatching(/^Usuário #\d+$/)],
        [admin.name, 'Configurações alteradas', 'Configuração: lgpdLink'],
      ]);
      expect(rows[1]?.[5]).toContain(`password: ${AUDIT_SECRET_MASK}`);
      expect(rows[2]?.[5]).toBe('lgpdLink: — → https://x.test');
      expect(csv.bytes.toString('utf8')).not.toContain('Caio-pass-1234');
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      companyId: company.id,
      action: 'auditLogs.exported',
      changes: { format: 'csv' },
    });
  });

  it('an Excel file with the same filters', async () => {
    const { adminToken } = await createTeam(t);
    await call(t.url, 'PUT', '/companySettings', {
      token: adminToken,
      body: { column: 'userRating', data: 'enabled' },
    });
    await call(t.url, 'PUT', '/companySettings', {
      token: adminToken,
      body: { column: 'requiredTag', data: 'enabled' },
    });
    const xlsx = await download(adminToken, 'format=xlsx&action=settings.updated');
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Auditoria');
    expect(sheet?.rowCount).toBe(3);
  });
});

describe('audit_logs is append-only', () => {
  it('an UPDATE is refused by the database', async () => {
    const id = await insert(null);
    const refusal = await t.database.db.execute(sql`update ${auditLogs} set action = 'forged' where id = ${id}`).then(
      () => undefined,
      (error: unknown) => error,
    );
    // Drizzle wraps the database's error; the trigger's message is its cause.
    expect(refusal).toBeInstanceOf(Error);
    expect(String((refusal as Error).cause)).toMatch(/append-only/);
  });
});
