import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ContactListItemListAnswer,
  ContactListItemView,
  ContactListListAnswer,
  ContactListView,
} from '@guiche/shared';
import { contactTags, plans, companies } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertContact } from '../contacts/testing/fixtures.js';
import { createList, enableCampaigns, uploadSheet, XLSX_TYPE, xlsxOf } from '../campaigns/testing/campaign-support.js';
import { DomainEvents } from '../../events/domain-events.js';
import { ContactListImporter } from './contact-list-import.js';
import { oneSheetOf } from './testing/xlsx-package.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function team() {
  const cast = await createTeam(t);
  await enableCampaigns(t, cast.adminToken);
  return cast;
}

const items = async (token: string, listId: number, query = '') =>
  (
    await call<ContactListItemListAnswer>(t.url, 'GET', `/contact-list-items?contactListId=${listId}${query}`, {
      token,
    })
  ).body;

describe('contact lists', () => {
  it('are created, searched, renamed and deleted; names 2 to 50', async () => {
    const { adminToken } = await team();
    const list = await createList(t, adminToken, 'Clientes de março');
    expect(list).toEqual({
      id: expect.any(Number),
      name: 'Clientes de março',
      contactsCount: 0,
      createdAt: expect.any(String),
    });
    expect(await call(t.url, 'POST', '/contact-lists', { token: adminToken, body: { name: 'A' } })).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    await createList(t, adminToken, 'Fornecedores');
    const found = await call<ContactListListAnswer>(t.url, 'GET', '/contact-lists?searchParam=março', {
      token: adminToken,
    });
    expect(found.body).toMatchObject({ count: 1, hasMore: false, records: [{ id: list.id }] });
    const renamed = await call<ContactListView>(t.url, 'PUT', `/contact-lists/${list.id}`, {
      token: adminToken,
      body: { name: 'Clientes' },
    });
    expect(renamed.body.name).toBe('Clientes');
    expect(
      (await call<{ id: number }[]>(t.url, 'GET', '/contact-lists/list', { token: adminToken })).body.map(
        (row) => row.id,
      ),
    ).toContain(list.id);
    expect((await call(t.url, 'DELETE', `/contact-lists/${list.id}`, { token: adminToken })).status).toBe(204);
    expect((await call(t.url, 'GET', `/contact-lists/${list.id}`, { token: adminToken })).status).toBe(404);
  });

  it('items: numbers normalised, one per list, email checked; deleting needs contacts-page:deleteContact', async () => {
    const { adminToken, attendantToken } = await team();
    const list = await createList(t, adminToken);
    const added = await call<ContactListItemView>(t.url, 'POST', '/contact-list-items', {
      token: adminToken,
      body: { name: 'Ana Souza', number: '+55 (11) 98888-7777', email: 'ana@example.com', contactListId: list.id },
    });
    expect(added).toMatchObject({
      status: 201,
      body: {
        name: 'Ana Souza',
        number: '5511988887777',
        email: 'ana@example.com',
        isWhatsappValid: null,
        contactListId: list.id,
      },
    });
    const again = await call(t.url, 'POST', '/contact-list-items', {
      token: adminToken,
      body: { name: 'Outra', number: '5511988887777', contactListId: list.id },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'ERR_DUPLICATED_CONTACT' } });
    const bad = await call(t.url, 'POST', '/contact-list-items', {
      token: adminToken,
      body: { name: 'Bo', number: '1234', email: 'not-an-email', contactListId: list.id },
    });
    expect(bad.status).toBe(400);
    const edited = await call<ContactListItemView>(t.url, 'PUT', `/contact-list-items/${added.body.id}`, {
      token: adminToken,
      body: { name: 'Ana S.', number: '5511988887777', email: '', contactListId: list.id },
    });
    expect(edited.body).toMatchObject({ name: 'Ana S.', email: null });
    const other = await call<ContactListItemView>(t.url, 'POST', '/contact-list-items', {
      token: adminToken,
      body: { name: 'Bia', number: '5511977776666', contactListId: list.id },
    });
    const taken = await call(t.url, 'PUT', `/contact-list-items/${other.body.id}`, {
      token: adminToken,
      body: { name: 'Bia', number: '5511988887777', contactListId: list.id },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'ERR_DUPLICATED_CONTACT' } });
    expect((await call(t.url, 'DELETE', `/contact-list-items/${other.body.id}`, { token: adminToken })).status).toBe(
      204,
    );
    expect((await items(attendantToken, list.id, '&searchParam=98888')).contacts).toHaveLength(1);
    expect(
      (await call(t.url, 'DELETE', `/contact-list-items/${added.body.id}`, { token: attendantToken })).status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/contact-list-items/${added.body.id}`, { token: adminToken })).status).toBe(
      204,
    );
    expect(
      (await call<ContactListView>(t.url, 'GET', `/contact-lists/${list.id}`, { token: adminToken })).body
        .contactsCount,
    ).toBe(0);
  });

  it('an xlsx upload maps columns by header, keeps extra columns as variables, skips duplicates and reports bad rows', async () => {
    const { adminToken } = await team();
    const list = await createList(t, adminToken);
    const content = await xlsxOf([
      ['Nome', 'Número', 'Email', 'Cidade'],
      ['Ana', '55 11 91111-0001', 'ana@example.com', 'Recife'],
      ['Bruno', 5511911110002, '', 'Natal'],
      // Eight digits, but no phone number: reported on its row.
      ['Carla', '1234-5678', '', ''],
      ['Ana de novo', '5511911110001', '', ''],
      ['Duda', '5511911110004', 'duda@', ''],
    ]);
    const report = await uploadSheet(t, adminToken, list.id, { content, name: 'contatos.xlsx', type: XLSX_TYPE });
    expect(report).toMatchObject({
      status: 200,
      body: {
        contactListId: list.id,
        rows: 5,
        added: 2,
        duplicates: 1,
        errorCount: 2,
        done: true,
        errors: [
          { row: 4, reason: 'invalidNumber' },
          { row: 6, reason: 'invalidEmail' },
        ],
      },
    });
    const { contacts } = await items(adminToken, list.id);
    expect(contacts.map((item) => [item.name, item.number, item.variables])).toEqual([
      ['Ana', '5511911110001', { cidade: 'Recife' }],
      ['Bruno', '5511911110002', { cidade: 'Natal' }],
    ]);
    // The lists page and the list itself count them.
    expect(
      (await call<ContactListView>(t.url, 'GET', `/contact-lists/${list.id}`, { token: adminToken })).body
        .contactsCount,
    ).toBe(2);
    const page = await call<{ records: ContactListView[] }>(t.url, 'GET', '/contact-lists', { token: adminToken });
    expect(page.body.records.find((record) => record.id === list.id)?.contactsCount).toBe(2);
  });

  it('a csv upload (semicolons, as Excel writes it in Brazil) is read too; anything else is refused', async () => {
    const { adminToken } = await team();
    const list = await createList(t, adminToken);
    const csv = Buffer.from('\uFEFFnome;numero;email\nEva;5511922220001;eva@example.com\n;5511922220002;\n');
    const report = await uploadSheet(t, adminToken, list.id, { content: csv, name: 'lista.csv', type: 'text/csv' });
    expect(report.body).toMatchObject({ rows: 2, added: 2, errorCount: 0 });
    const { contacts } = await items(adminToken, list.id);
    // A row without a name is named by its number.
    expect(contacts.map((item) => item.name).sort()).toEqual(['5511922220002', 'Eva']);
    const other = await uploadSheet(t, adminToken, list.id, {
      content: Buffer.from('x'),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(other).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });
    const broken = await uploadSheet(t, adminToken, list.id, {
      content: Buffer.from('not a zip at all'),
      name: 'broken.xlsx',
      type: XLSX_TYPE,
    });
    expect(broken).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });
  });

  it(
    'an upload over 50 MB is refused as too large, whichever its kind; a csv record over 64 KB as unreadable',
    { timeout: 90_000 },
    async () => {
      const { adminToken } = await team();
      const list = await createList(t, adminToken);
      const overLimit = 50 * 1024 * 1024 + 1024;
      const junk = Buffer.alloc(overLimit, 'x');
      expect(
        await uploadSheet(t, adminToken, list.id, { content: junk, name: 'enorme.xlsx', type: XLSX_TYPE }),
      ).toMatchObject({ status: 413, body: { error: 'ERR_FILE_TOO_LARGE' } });
      const rows = Buffer.alloc(overLimit, `sem número;123;${'x'.repeat(2000)}\n`);
      expect(
        await uploadSheet(t, adminToken, list.id, { content: rows, name: 'enorme.csv', type: 'text/csv' }),
      ).toMatchObject({ status: 413, body: { error: 'ERR_FILE_TOO_LARGE' } });
      // One endless record would otherwise cost the parser minutes.
      const endless = Buffer.alloc(1024 * 1024, 'x');
      expect(
        await uploadSheet(t, adminToken, list.id, { content: endless, name: 'linha.csv', type: 'text/csv' }),
      ).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });
      expect((await items(adminToken, list.id)).count).toBe(0);
    },
  );

  it('a cell past column XFD is refused, the server living on; over 100,000 rows (empty ones too), nothing is imported', async () => {
    const { company, adminToken } = await team();
    const list = await createList(t, adminToken);
    const farCell = await oneSheetOf('<row r="2"><c r="ZZZZZZZ2"><v>1</v></c></row>');
    expect(
      await uploadSheet(t, adminToken, list.id, { content: farCell, name: 'celula.xlsx', type: XLSX_TYPE }),
    ).toMatchObject({ status: 415, body: { error: 'ERR_INVALID_FILE' } });

    const valid =
      '<row><c t="inlineStr"><is><t>nome</t></is></c><c t="inlineStr"><is><t>numero</t></is></c></row><row><c t="inlineStr"><is><t>Ana</t></is></c><c><v>5511944440001</v></c></row>';
    const xlsx = await oneSheetOf(valid + '<row/>'.repeat(100_000));
    expect(
      await uploadSheet(t, adminToken, list.id, { content: xlsx, name: 'linhas.xlsx', type: XLSX_TYPE }),
    ).toMatchObject({ status: 413, body: { error: 'ERR_TOO_MANY_ROWS' } });
    const csv = Buffer.from(`nome;numero\nBia;5511944440002\n${'x;1\n'.repeat(100_000)}`);
    expect(
      await uploadSheet(t, adminToken, list.id, { content: csv, name: 'linhas.csv', type: 'text/csv' }),
    ).toMatchObject({ status: 413, body: { error: 'ERR_TOO_MANY_ROWS' } });
    expect((await items(adminToken, list.id)).count).toBe(0);

    // The limits as parameters, small: at the row limit a file is imported; past the text limit, refused whole.
    const importer = new ContactListImporter(t.database.db, new DomainEvents(() => undefined), {
      maxRows: 2,
      maxText: 60,
    });
    const rowsOf = async function* (rows: string[][]) {
      yield* rows;
    };
    const header = ['nome', 'numero'];
    const cris = ['Cris', '5511944440003'];
    const davi = ['Davi', '5511944440004'];
    const eli = ['Eli', '5511944440005'];
    await expect(importer.import(company.id, list.id, rowsOf([header, cris, davi, eli]))).rejects.toMatchObject({
      code: 'ERR_TOO_MANY_ROWS',
    });
    await expect(
      importer.import(company.id, list.id, rowsOf([[...header, 'nota'], cris, [...davi, 'd'.repeat(40)]])),
    ).rejects.toMatchObject({ code: 'ERR_FILE_TOO_LARGE' });
    expect((await items(adminToken, list.id)).count).toBe(0);
    expect(await importer.import(company.id, list.id, rowsOf([header, cris, davi]))).toMatchObject({
      rows: 2,
      added: 2,
    });
  });

  it('under lgpdHideNumber, users of profile user see list items’ numbers partly hidden; admins the whole number', async () => {
    // The team's attendant has profile user.
    const { adminToken, attendantToken } = await team();
    const list = await createList(t, adminToken);
    const added = await call<ContactListItemView>(t.url, 'POST', '/contact-list-items', {
      token: adminToken,
      body: { name: 'Privada', number: '5511999994321', contactListId: list.id },
    });
    expect(
      (
        await call(t.url, 'PUT', '/companySettings', {
          token: adminToken,
          body: { column: 'lgpdHideNumber', data: 'enabled' },
        })
      ).status,
    ).toBe(200);

    expect((await items(attendantToken, list.id)).contacts[0]?.number).toBe('55119••••4321');
    const one = await call<ContactListItemView>(t.url, 'GET', `/contact-list-items/${added.body.id}`, {
      token: attendantToken,
    });
    expect(one.body.number).toBe('55119••••4321');
    expect((await items(adminToken, list.id)).contacts[0]).toMatchObject({ name: 'Privada', number: '5511999994321' });
  });

  it('is filled from the contacts of a tag', async () => {
    const { company, adminToken } = await team();
    const tag = await call<{ id: number }>(t.url, 'POST', '/tags', {
      token: adminToken,
      body: { name: 'Leads quentes', color: '#aa3311' },
    });
    const tagged = [
      await insertContact(t.database.db, company.id, { name: 'Gil', number: '5511933330001' }),
      await insertContact(t.database.db, company.id, { name: 'Hugo', number: '5511933330002' }),
    ];
    await insertContact(t.database.db, company.id, { name: 'Ivo', number: '5511933330003' });
    await t.database.db
      .insert(contactTags)
      .values(tagged.map((contact) => ({ contactId: contact.id, tagId: tag.body.id, companyId: company.id })));
    const list = await createList(t, adminToken);
    expect(
      (
        await call(t.url, 'POST', `/contact-lists/${list.id}/tags`, {
          token: adminToken,
          body: { tagId: tag.body.id },
        })
      ).body,
    ).toEqual({ added: 2 });
    expect(
      (
        await call(t.url, 'POST', `/contact-lists/${list.id}/tags`, {
          token: adminToken,
          body: { tagId: tag.body.id },
        })
      ).body,
    ).toEqual({ added: 0 });
    expect((await items(adminToken, list.id)).contacts.map((item) => item.name)).toEqual(['Gil', 'Hugo']);
  });

  it('need the useCampaigns plan flag and the campaignsEnabled setting; another company’s lists stay out of reach', async () => {
    const { company, adminToken, attendantToken } = await createTeam(t);
    expect(await call(t.url, 'GET', '/contact-lists', { token: attendantToken })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    await enableCampaigns(t, adminToken);
    expect((await call(t.url, 'GET', '/contact-lists', { token: attendantToken })).status).toBe(200);
    const [row] = await t.database.db
      .select({ planId: companies.planId })
      .from(companies)
      .where(eq(companies.id, company.id));
    await t.database.db
      .update(plans)
      .set({ useCampaigns: false })
      .where(eq(plans.id, row?.planId ?? 0));
    expect((await call(t.url, 'GET', '/contact-lists', { token: attendantToken })).status).toBe(403);
    await t.database.db
      .update(plans)
      .set({ useCampaigns: true })
      .where(eq(plans.id, row?.planId ?? 0));

    const other = await team();
    const theirs = await createList(t, other.adminToken, 'Deles');
    expect((await call(t.url, 'GET', `/contact-lists/${theirs.id}`, { token: attendantToken })).status).toBe(404);
    expect(
      (await call(t.url, 'PUT', `/contact-lists/${theirs.id}`, { token: adminToken, body: { name: 'Minha' } })).status,
    ).toBe(404);
    expect(
      (
        await call(t.url, 'POST', '/contact-list-items', {
          token: adminToken,
          body: { name: 'Intrusa', number: '5511900000000', contactListId: theirs.id },
        })
      ).status,
    ).toBe(404);
    expect((await items(attendantToken, theirs.id)).contacts).toEqual([]);
    expect(
      (await call<ContactListListAnswer>(t.url, 'GET', '/contact-lists', { token: attendantToken })).body.records.map(
        (list) => list.id,
      ),
    ).not.toContain(theirs.id);
  });
});
