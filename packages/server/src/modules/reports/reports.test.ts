import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SHEET_NAME, type ReportAnswer } from '@guiche/shared';
import { attendanceCycles, ticketTags, userRatings, users } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createInbox, insertContact, insertTicket, tagContact } from '../tickets/testing/inbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const report = (token: string, query: string) =>
  call<ReportAnswer>(t.url, 'GET', `/ticket/reports?${query}`, { token });
const ids = async (token: string, query: string) => {
  const res = await report(token, query);
  if (res.status !== 200) throw new Error(`report ${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tickets.map((row) => row.id);
};

async function scenario() {
  const inbox = await createInbox(t);
  const { db } = t.database;
  const carla = await insertContact(db, inbox.companyId, { name: 'Carla Souza', number: '5511987650001' });
  const a = await insertTicket(db, inbox, {
    contactId: carla.id,
    queueId: inbox.queueA.id,
    userId: inbox.agentA.user.id,
    status: 'closed',
    closedAt: new Date('2026-03-02T15:00:00Z'),
    createdAt: new Date('2026-03-02T12:00:00Z'),
    lastMessage: 'Obrigada',
  });
  const b = await insertTicket(db, inbox, {
    queueId: inbox.queueB.id,
    userId: inbox.agentB.user.id,
    status: 'open',
    createdAt: new Date('2026-03-03T12:00:00Z'),
  });
  // 1 March 23:30 in São Paulo.
  const c = await insertTicket(db, inbox, { status: 'pending', createdAt: new Date('2026-03-02T02:30:00Z') });
  await db.insert(attendanceCycles).values([
    {
      companyId: inbox.companyId,
      ticketId: a.id,
      queuedAt: new Date('2026-03-02T12:00:00Z'),
      startedAt: new Date('2026-03-02T12:10:00Z'),
      finishedAt: new Date('2026-03-02T12:40:00Z'),
    },
    {
      companyId: inbox.companyId,
      ticketId: a.id,
      queuedAt: new Date('2026-03-02T14:00:00Z'),
      startedAt: new Date('2026-03-02T14:00:00Z'),
      finishedAt: new Date('2026-03-02T14:15:00Z'),
    },
  ]);
  await db
    .insert(userRatings)
    .values({ companyId: inbox.companyId, ticketId: a.id, userId: inbox.agentA.user.id, rate: 9 });
  const tag = await tagContact(db, inbox.companyId, carla.id);
  await db.insert(ticketTags).values({ ticketId: b.id, tagId: tag.id, companyId: inbox.companyId });
  return { inbox, a, b, c, carla, tag };
}

describe('GET /ticket/reports', () => {
  it('lists the company’s tickets with the spec’s fields, newest first, filtered and paged', async () => {
    const { inbox, a, b, c, carla, tag } = await scenario();
    const token = inbox.admin.token;
    const all = await report(token, '');
    expect(all.body.totalTickets).toEqual({ total: 3 });
    expect(all.body.tickets.map((row) => row.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.tickets[2]).toEqual({
      id: a.id,
      uuid: a.uuid,
      whatsappName: inbox.connection.name,
      contactName: 'Carla Souza',
      userName: 'Ana',
      queueName: 'Vendas',
      status: 'closed',
      lastMessage: 'Obrigada',
      createdAt: '2026-03-02T12:00:00.000Z',
      closedAt: '2026-03-02T15:00:00.000Z',
      // 30 + 15 minutes over its two attendances.
      supportTime: 45,
      NPS: 9,
    });
    expect(await ids(token, `contactId=${carla.id}`)).toEqual([a.id]);
    expect(await ids(token, `users=[${inbox.agentB.user.id}]`)).toEqual([b.id]);
    expect(await ids(token, `queueIds=[${inbox.queueA.id},${inbox.queueB.id}]`)).toEqual([b.id, a.id]);
    expect(await ids(token, `status=["pending","closed"]`)).toEqual([c.id, a.id]);
    expect(await ids(token, `tags=[${tag.id}]`)).toEqual([b.id]);
    expect(await ids(token, `whatsappId=[${inbox.connection.id}]`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(token, 'searchParam=carla')).toEqual([a.id]);
    // Company days: the ticket of 02:30Z on 2 March opened on 1 March in São Paulo.
    expect(await ids(token, 'dateFrom=2026-03-02&dateTo=2026-03-03')).toEqual([b.id, a.id]);
    expect(await ids(token, 'dateFrom=2026-03-01&dateTo=2026-03-01')).toEqual([c.id]);
    const page2 = await report(token, 'page=2&pageSize=5');
    expect(page2.body).toEqual({ tickets: [], totalTickets: { total: 3 } });
    expect(await report(token, 'pageSize=7')).toMatchObject({ status: 400, body: { error: 'ERR_VALIDATION' } });
    expect(await report(token, 'status=["nope"]')).toMatchObject({ status: 400 });
  });

  it('is the dashboard’s audience only, and never shows another company’s tickets', async () => {
    const { inbox } = await scenario();
    const other = await createInbox(t);
    expect(await report(inbox.agentA.token, '')).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await report(other.admin.token, '')).body.totalTickets.total).toBe(0);
  });
});

describe('report time zone by language (spec 1 §9)', () => {
  it('counts days in America/Monterrey for Spanish and America/Sao_Paulo for Portuguese, and refuses an unknown zone', async () => {
    const inbox = await createInbox(t);
    // 04:30Z on 2 March: 01:30 on 2 March in São Paulo (UTC−3), 22:30 on 1 March in Monterrey (UTC−6).
    const late = await insertTicket(t.database.db, inbox, {
      status: 'open',
      createdAt: new Date('2026-03-02T04:30:00Z'),
    });
    const token = inbox.admin.token;
    const day = (date: string, zone: string) =>
      ids(token, `dateFrom=${date}&dateTo=${date}&timeZone=${encodeURIComponent(zone)}`);
    expect(await day('2026-03-02', 'America/Sao_Paulo')).toEqual([late.id]);
    expect(await day('2026-03-01', 'America/Sao_Paulo')).toEqual([]);
    expect(await day('2026-03-01', 'America/Monterrey')).toEqual([late.id]);
    expect(await day('2026-03-02', 'America/Monterrey')).toEqual([]);
    // Without a zone, Portuguese's.
    expect(await ids(token, 'dateFrom=2026-03-02&dateTo=2026-03-02')).toEqual([late.id]);
    expect(await report(token, 'timeZone=Mars%2FOlympus')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await report(token, `timeZone=${encodeURIComponent("UTC' or 1=1")}`)).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });

    const res = await fetch(`${t.url}/api/ticket/reports/export?timeZone=America%2FMonterrey`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    // The wall clock of Monterrey, as a date cell (exceljs reads it back as a Date of those UTC fields).
    expect(workbook.getWorksheet(REPORT_SHEET_NAME)!.getRow(2).getCell(8).value).toEqual(
      new Date('2026-03-01T22:30:00Z'),
    );
  });
});

describe('GET /ticket/reports/export', () => {
  it('streams relatorio-de-atendimentos.xlsx with the sheet RelatorioDeAtendimentos, every filtered row over several batches', async () => {
    const inbox = await createInbox(t);
    const contact = await insertContact(t.database.db, inbox.companyId, { name: 'Lote' });
    // 4,500 closed tickets (more than two batches) and one open ticket the filter leaves out.
    await t.database.db.execute(sql`
      insert into tickets (company_id, contact_id, whatsapp_id, status, created_at, closed_at, last_message)
      select ${inbox.companyId}, ${contact.id}, ${inbox.connection.id}, 'closed', '2026-03-02T12:05:00Z', '2026-03-03T02:30:00Z', 'linha ' || n
      from generate_series(1, 4500) n`);
    await insertTicket(t.database.db, inbox, { status: 'open' });
    const res = await fetch(`${t.url}/api/ticket/reports/export?status=["closed"]`, {
      headers: { authorization: `Bearer ${inbox.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="relatorio-de-atendimentos.xlsx"');
    expect(res.headers.get('x-report-rows')).toBe('4500');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet(REPORT_SHEET_NAME)!;
    expect(sheet.rowCount).toBe(4501);
    // The screen's headers and status words, in the admin's language (Portuguese).
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Conexão',
      'Contato',
      'Usuário',
      'Fila',
      'Status',
      'Última mensagem',
      'Data abertura',
      'Data fechamento',
      'Tempo de atendimento',
      'NPS',
    ]);
    expect(sheet.getRow(2).getCell(3).value).toBe('Lote');
    expect(sheet.getRow(2).getCell(6).value).toBe('Fechado');
    expect(sheet.getRow(2).getCell(7).value).toBe('linha 4500');
    expect(sheet.getRow(4501).getCell(7).value).toBe('linha 1');
    // Date cells in São Paulo's clock (UTC−3), so 02:30Z on 3 March is still 2 March.
    expect([sheet.getRow(2).getCell(8).value, sheet.getRow(2).getCell(9).value]).toEqual([
      new Date('2026-03-02T09:05:00Z'),
      new Date('2026-03-02T23:30:00Z'),
    ]);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('dd/mm/yyyy hh:mm');
    const exported = new Set<number>();
    sheet.eachRow((row, index) => index > 1 && exported.add(Number(row.getCell(1).value)));
    expect(exported.size).toBe(4500);

    // A user who works in Spanish gets the Spanish screen's words.
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, inbox.admin.user.id));
    const spanish = await fetch(`${t.url}/api/ticket/reports/export?status=["open"]`, {
      headers: { authorization: `Bearer ${inbox.admin.token}` },
    });
    const inSpanish = new ExcelJS.Workbook();
    await inSpanish.xlsx.load(await spanish.arrayBuffer());
    const spanishRows = inSpanish.getWorksheet(REPORT_SHEET_NAME)!;
    expect([spanishRows.getRow(1).getCell(6).value, spanishRows.getRow(2).getCell(6).value]).toEqual([
      'Estado',
      'Abierto',
    ]);

    const refused = await fetch(`${t.url}/api/ticket/reports/export`, {
      headers: { authorization: `Bearer ${inbox.agentA.token}` },
    });
    expect(refused.status).toBe(403);
  });
});
