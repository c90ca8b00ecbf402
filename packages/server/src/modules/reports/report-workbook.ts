import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Style } from 'exceljs';
import { REPORT_SHEET_NAME } from '@guiche/shared';
import type { ReportLabels } from './report-labels.js';
import { reportCells, reportColumns, wallClockDates } from './report-sheet.js';
import type { ReportRow } from './reports.repository.js';

/** What the file is written in: the user's language and the zone the screen shows times in. */
export interface ReportLocale {
  labels: ReportLabels;
  timeZone: string;
}

/** The workbook's default font in bold: a font of bold alone leaves its size and face to each reader's guess. */
const HEADER_STYLE: Partial<Style> = {
  font: { name: 'Calibri', family: 2, scheme: 'minor', size: 11, color: { theme: 1 }, bold: true },
};

/**
 * Streams the report as xlsx while `batches` yields rows: the streaming writer commits each row as it comes, so the
 * server holds one batch, not the whole report (exceljs' WorkbookWriter; no shared strings table). The header row
 * stays in view and carries the filter buttons; styles are on, as without them the dates' format is not written.
 */
export async function reportWorkbook(
  batches: AsyncIterable<ReportRow[]>,
  { labels, timeZone }: ReportLocale,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const columns = reportColumns(labels);
  const inZone = wallClockDates(timeZone);
  // Loaded on first export, so an idle server does not hold exceljs (about 28 MB resident).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ key, width, style }) => ({ key, width, style }));
  const header = sheet.addRow(Object.fromEntries(columns.map(({ key, header }) => [key, header])));
  for (const { key } of columns) header.getCell(key).style = HEADER_STYLE;
  header.commit();
  void (async () => {
    let lastRow = 1;
    for await (const rows of batches) {
      for (const row of rows) {
        const written = sheet.addRow(reportCells(row, labels, inZone));
        for (const { key, style } of columns) written.getCell(key).style = style;
        written.commit();
        lastRow = written.number;
      }
      // A slow download holds the next batch back instead of buffering the report.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    // Over the rows written, known only now: tickets opened while the export runs may join its first batch.
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: columns.length } };
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
