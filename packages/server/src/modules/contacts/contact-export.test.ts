import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { companies, contactCustomFields, contactTags, tags, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { settingsRepository } from '../settings/settings.repository.js';
import { insertContact } from './testing/fixtures.js';
import { csvField, zonedTimes } from '../../lib/table-export.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function download(token: string, query: string) {
  const response = await fetch(`${t.url}/api/contacts/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvRows = (bytes: Buffer) => parse(bytes.toString('utf8'), { bom: true }) as string[][];

/** A company with two contacts (one tagged, with extra information) created at a known moment. */
async function companyWithContacts() {
  const team = await createTeam(t);
  const db = t.database.db;
  const createdAt = new Date('2026-03-10T13:05:00Z');
  const ana = await insertContact(db, team.company.id, {
    name: 'Ana Souza',
    number: '5511999994321',
    email: 'ana@example.com',
    createdAt,
  });
  const bruno = await insertContact(db, team.company.id, {
    name: '=HYPERLINK("x")',
    number: '5511988887777',
    createdAt,
  });
  const [vip] = await db.insert(tags).values({ companyId: team.company.id, name: 'VIP', color: '#112233' }).returning();
  await db.insert(contactTags).values({ companyId: team.company.id, contactId: ana.id, tagId: vip?.id ?? 0 });
  await db.insert(contactCustomFields).values([
    { companyId: team.company.id, contactId: ana.id, name: 'CPF', value: '123.456.789-00' },
    { companyId: team.company.id, contactId: ana.id, name: 'Plano', value: 'Ouro, anual' },
    { companyId: team.company.id, contactId: bruno.id, name: 'Plano', value: 'Prata' },
  ]);
  return { ...team, ana, bruno, vip };
}

describe('table export cells', () => {
  it('quotes CSV fields as RFC 4180 says and never starts a field with a formula', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('diz "oi"\nfim')).toBe('"diz ""oi""\nfim"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('shows a moment on the zone’s clock', () => {
    const at = zonedTimes('America/Sao_Paulo')(new Date('2026-03-10T13:05:00Z'));
    expect(at.text).toBe('10/03/2026 10:05');
    expect(at.wallClock.toISOString()).toBe('2026-03-10T10:05:00.000Z');
  });
});

describe('GET /contacts/export', () => {
  it('writes CSV with tags, a column per extra field and the creation time in the company zone', async () => {
    const { company, adminToken } = await companyWithContacts();
    await t.database.db.update(companies).set({ timeZone: 'America/Sao_Paulo' }).where(eq(companies.id, company.id));
    const { status, headers, bytes } = await download(adminToken, 'format=csv');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="contatos.csv"');
    expect(headers.get('x-export-rows')).toBe('2');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csvRows(bytes)).toEqual([
      ['Nome', 'Número', 'Email', 'Tags', 'Canal', 'Criado em', 'CPF', 'Plano'],
      [
        'Ana Souza',
        '5511999994321',
        'ana@example.com',
        'VIP',
        'whatsapp',
        '10/03/2026 10:05',
        '123.456.789-00',
        'Ouro, anual',
      ],
      ['\'=HYPERLINK("x")', '5511988887777', '', '', 'whatsapp', '10/03/2026 10:05', '', 'Prata'],
    ]);
  });

  it('writes Excel in the user’s language, dates as real dates, and follows the page’s filter', async () => {
    const { admin, adminToken, vip } = await companyWithContacts();
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, admin.id));
    const { status, headers, bytes } = await download(
      adminToken,
      `format=xlsx&contactTag=${JSON.stringify([vip?.id])}`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toBe('attachment; filename="contacts.xlsx"');
    expect(headers.get('x-export-rows')).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contacts');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Number',
      'Email',
      'Tags',
      'Channel',
      'Created at',
      'CPF',
      'Plano',
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getCell('A2').value).toBe('Ana Souza');
    // The default zone, São Paulo: 13:05 UTC is 10:05 on the company's clock.
    expect(sheet?.getCell('F2').value).toEqual(new Date('2026-03-10T10:05:00Z'));
    const search = await download(adminToken, 'format=csv&searchParam=souza');
    expect(csvRows(search.bytes).map((row) => row[0])).toEqual(['Name', 'Ana Souza']);
  });

  it('hides numbers from users who see them partly hidden, and holds only the caller’s company', async () => {
    const { company, adminToken, attendantToken } = await companyWithContacts();
    const other = await createTeam(t);
    await insertContact(t.database.db, other.company.id, { name: 'De outra empresa' });
    await settingsRepository.updateColumn(t.database.db, company.id, 'lgpdHideNumber', 'enabled');
    const forUser = csvRows((await download(attendantToken, 'format=csv')).bytes);
    expect(forUser.slice(1).map((row) => row[1])).toEqual(['55119••••4321', '55119••••7777']);
    const forAdmin = csvRows((await download(adminToken, 'format=csv')).bytes);
    expect(forAdmin.slice(1).map((row) => row[1])).toEqual(['5511999994321', '5511988887777']);
    const theirs = await download(other.adminToken, 'format=csv');
    expect(theirs.headers.get('x-export-rows')).toBe('1');
    expect(
      csvRows(theirs.bytes)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['De outra empresa']);
    expect((await call(t.url, 'GET', '/contacts/export?format=pdf', { token: adminToken })).status).toBe(400);
  });
});
