import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { REPORT_SHEET_NAME } from '@guiche/shared';
import { REPORT_LABELS } from './report-labels.js';
import { REPORT_DATE_FORMAT } from './report-sheet.js';
import { reportWorkbook, type ReportLocale } from './report-workbook.js';
import type { ReportRow } from './reports.repository.js';

const ticket = (id: number, patch: Partial<ReportRow> = {}): ReportRow => ({
  id,
  uuid: `5f0c1b7e-0000-4000-8000-${String(id).padStart(12, '0')}`,
  whatsappName: 'Comercial',
  contactName: `Contato ${id}`,
  userName: 'Ana',
  queueName: 'Vendas',
  status: 'closed',
  lastMessage: 'Obrigada',
  createdAt: new Date('2026-07-15T15:00:00Z'),
  closedAt: new Date('2026-07-15T16:30:00Z'),
  supportTime: 45.5,
  NPS: 9,
  ...patch,
});

/** The file as the user downloads it, read back with the library that wrote it. */
async function written(rows: ReportRow[][], locale: ReportLocale): Promise<ExcelJS.Worksheet> {
  async function* batches() {
    yield* rows;
  }
  const stream = await reportWorkbook(batches(), locale, (error) => {
    throw error;
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(stream);
  return workbook.getWorksheet(REPORT_SHEET_NAME)!;
}

describe('report workbook', () => {
  it('has the screen’s headers and words, real dates in the zone, numbers with formats, a frozen header and filters', async () => {
    const sheet = await written(
      [[ticket(3), ticket(2, { status: 'pending', closedAt: null, supportTime: null, NPS: null })], [ticket(1)]],
      { labels: REPORT_LABELS.en, timeZone: 'America/New_York' },
    );
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Connection',
      'Contact',
      'User',
      'Queue',
      'Status',
      'Last message',
      'Opened',
      'Closed',
      'Service time',
      'NPS',
    ]);
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect(sheet.rowCount).toBe(4);

    const opened = sheet.getRow(2).getCell(8);
    expect(opened.type).toBe(ExcelJS.ValueType.Date);
    // 15:00Z in July is 11:00 in New York (EDT, UTC−4): the cell holds that wall clock.
    expect(opened.value).toEqual(new Date('2026-07-15T11:00:00Z'));
    expect(opened.numFmt).toBe(REPORT_DATE_FORMAT);
    expect(sheet.getRow(2).getCell(9).value).toEqual(new Date('2026-07-15T12:30:00Z'));

    const support = sheet.getRow(2).getCell(10);
    expect([support.type, support.value, support.numFmt]).toEqual([ExcelJS.ValueType.Number, 45.5, 'General" min"']);
    expect(sheet.getRow(2).getCell(11).value).toBe(9);
    expect(sheet.getRow(2).getCell(6).value).toBe('Closed');

    const open = sheet.getRow(3);
    expect(open.getCell(6).value).toBe('Pending');
    // What a ticket lacks is an empty cell, not an empty text that would sort among the dates.
    expect([open.getCell(9).type, open.getCell(10).type, open.getCell(11).type]).toEqual([
      ExcelJS.ValueType.Null,
      ExcelJS.ValueType.Null,
      ExcelJS.ValueType.Null,
    ]);
    expect(sheet.getRow(4).getCell(3).value).toBe('Contato 1');

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:K4');
    expect(sheet.getColumn(3).width).toBe(28);
    expect(sheet.getColumn(8).width).toBeGreaterThanOrEqual(REPORT_DATE_FORMAT.length);
  });

  it('writes São Paulo’s clock in Portuguese', async () => {
    const sheet = await written([[ticket(1, { createdAt: new Date('2026-03-02T02:30:00Z'), status: 'open' })]], {
      labels: REPORT_LABELS['pt-BR'],
      timeZone: 'America/Sao_Paulo',
    });
    expect(sheet.getRow(1).getCell(8).value).toBe('Data abertura');
    expect(sheet.getRow(2).getCell(6).value).toBe('Aberto');
    // 02:30Z on 2 March is still 1 March in São Paulo.
    expect(sheet.getRow(2).getCell(8).value).toEqual(new Date('2026-03-01T23:30:00Z'));
  });

  it('is a header alone when no ticket matches', async () => {
    const sheet = await written([], { labels: REPORT_LABELS.tr, timeZone: 'Europe/Istanbul' });
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(6).value).toBe('Durum');
  });
});
