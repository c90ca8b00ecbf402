import { PassThrough, type Readable, type Writable } from 'node:stream';
import { z } from 'zod';

/**
 * Streamed table exports (contacts, a campaign's deliveries): CSV or Excel written while the rows are read in
 * batches, so the server holds one batch however long the table, and a slow download holds the next batch back.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatField = () => z.enum(EXPORT_FORMATS).default('xlsx');

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The export's row count, announced before the rows: the browser shows how far the download is. */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

/** A moment as the company's clock shows it: the text for CSV, the wall clock as a date for Excel (which has no zones). */
export interface ZonedTime {
  text: string;
  wallClock: Date;
}
export type ExportCell = string | number | ZonedTime | null;

export interface ExportColumn {
  header: string;
  /** Characters; Excel only. */
  width: number;
  /** Cells holding ZonedTime, shown as day and time. */
  date?: boolean;
}

/** Day and time as spec 1 §9 writes them; Excel shows this shape whatever the viewer's own locale. */
const EXCEL_DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** dd/MM/yyyy HH:mm in `timeZone`, and the same wall clock as a UTC date for Excel's cells. One formatter per export. */
export function zonedTimes(timeZone: string): (at: Date) => ZonedTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => {
    const part: Record<string, string> = {};
    for (const { type, value } of format.formatToParts(at)) part[type] = value;
    const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
      (type) => part[type] ?? '00',
    ) as [string, string, string, string, string, string];
    return {
      text: `${day}/${month}/${year} ${hour}:${minute}`,
      wallClock: new Date(
        Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
      ),
    };
  };
}

const isZoned = (cell: ExportCell): cell is ZonedTime => typeof cell === 'object' && cell !== null;

/**
 * One CSV field (RFC 4180). A text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
 * preceded by an apostrophe: an export must not carry a contact's "=HYPERLINK(...)" into someone's Excel.
 */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  let text = isZoned(cell) ? cell.text : cell;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** Waits until `out` takes more, or is gone (a download the browser abandoned): answers whether to go on. */
async function roomIn(out: Writable): Promise<boolean> {
  if (!out.writableNeedDrain) return !out.destroyed;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  return !out.destroyed;
}

async function writeCsv(out: PassThrough, columns: readonly ExportColumn[], batches: AsyncIterable<ExportCell[][]>) {
  // The byte order mark makes Excel read the file as UTF-8 (accents, emoji) when it is opened with a double click.
  out.write(`\uFEFF${csvLine(columns.map((column) => column.header))}`);
  for await (const rows of batches) {
    out.write(rows.map(csvLine).join(''));
    if (!(await roomIn(out))) return;
  }
  out.end();
}

async function writeXlsx(
  out: PassThrough,
  sheetName: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<ExportCell[][]>,
) {
  // Loaded on the first export, so an idle server does not hold exceljs (about 28 MB resident).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: Math.max(column.width, column.header.length + 2),
    ...(column.date ? { style: { numFmt: EXCEL_DATE_FORMAT } } : {}),
  }));
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(row.map((cell) => (isZoned(cell) ? cell.wallClock : cell))).commit();
    if (!(await roomIn(out))) return;
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The table as a stream in `format`, written while `batches` yields rows. A failure after the first bytes can no
 * longer change the status: it is handed to `onError` (the log) and the download is cut short.
 */
export function exportTable(
  format: ExportFormat,
  table: { sheetName: string; columns: readonly ExportColumn[] },
  batches: AsyncIterable<ExportCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const writing =
    format === 'csv' ? writeCsv(out, table.columns, batches) : writeXlsx(out, table.sheetName, table.columns, batches);
  writing.catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The headers of an export's answer: its type, its file name (ASCII, as every browser reads it) and its row count. */
export function exportHeaders(format: ExportFormat, fileBase: string, rows: number): Record<string, string> {
  return {
    'content-type': EXPORT_CONTENT_TYPES[format],
    'content-disposition': `attachment; filename="${fileBase.replace(/[^\w.-]/g, '_')}.${format}"`,
    [EXPORT_ROWS_HEADER]: String(rows),
    'access-control-expose-headers': `${EXPORT_ROWS_HEADER}, Content-Disposition`,
  };
}
