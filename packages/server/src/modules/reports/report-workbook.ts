import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { REPORT_SHEET_NAME } from '@guiche/shared';
import type { ReportRow } from './reports.repository.js';

/** The export's columns, in the table's order (spec 2 §2); headers in Portuguese as the product's report. */
const COLUMNS = [
  { header: 'ID', key: 'id', width: 10 },
  { header: 'Conexão', key: 'whatsappName', width: 20 },
  { header: 'Contato', key: 'contactName', width: 28 },
  { header: 'Usuário', key: 'userName', width: 20 },
  { header: 'Fila', key: 'queueName', width: 18 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Última Mensagem', key: 'lastMessage', width: 40 },
  { header: 'Data Abertura', key: 'createdAt', width: 18 },
  { header: 'Data Fechamento', key: 'closedAt', width: 18 },
  { header: 'Tempo de Atendimento (min)', key: 'supportTime', width: 14 },
  { header: 'NPS', key: 'NPS', width: 6 },
];

/**
 * DD/MM/YYYY HH:mm in the viewer's report zone (spec 2 §9 dates, spec 1 §9 zones), as the table shows them. One
 * formatter for the whole export, and format() rather than wall-clock parts: 2 µs a date instead of 13, two dates on
 * each of 100,000 rows.
 */
function dateShower(timeZone: string): (at: Date | null) => string {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // ICU writes "10/03/2026, 09:00"; the report's dates carry no comma.
  return (at) => (at ? format.format(at).replace(', ', ' ') : '');
}

/**
 * Streams the report as xlsx while `batches` yields rows: the streaming writer commits each row as it comes, so the
 * server holds one batch, not the whole report (exceljs' WorkbookWriter; no shared strings table).
 */
export async function reportWorkbook(
  batches: AsyncIterable<ReportRow[]>,
  timeZone: string,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const shown = dateShower(timeZone);
  // Loaded on first export, so an idle server does not hold exceljs (about 28 MB resident).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME);
  sheet.columns = COLUMNS;
  void (async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet
          .addRow({
            ...row,
            createdAt: shown(row.createdAt),
            closedAt: shown(row.closedAt),
            lastMessage: row.lastMessage ?? '',
          })
          .commit();
      }
      // A slow download holds the next batch back instead of buffering the report.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
