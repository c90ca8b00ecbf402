import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.js';

export type SheetKind = 'xlsx' | 'csv';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's kind by its name, else by its declared type; undefined for anything else. */
export function sheetKindOf(fileName: string, mime: string): SheetKind | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv')) return 'csv';
  if (mime === XLSX_MIME) return 'xlsx';
  if (mime === 'text/csv') return 'csv';
  return undefined;
}

/**
 * The rows of a spreadsheet as text cells, read as the bytes arrive (exceljs' streaming reader, csv-parse), so a
 * file of 100,000 rows is never held whole. An xlsx gives its first sheet; the rest of the file is read through
 * (the upload must be consumed) and ignored. A csv may be separated by commas or semicolons (Excel in Brazil).
 */
export async function* sheetRows(stream: Readable, kind: SheetKind): AsyncGenerator<string[]> {
  try {
    yield* readRows(stream, kind);
  } catch (error) {
    // A file that is not what its name says (or is cut) is bad input, not a server fault.
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_INVALID_FILE', { message: `The spreadsheet cannot be read: ${error instanceof Error ? error.message : String(error)}` });
  }
}

async function* readRows(stream: Readable, kind: SheetKind): AsyncGenerator<string[]> {
  // The parsers load on first use: an idle server should not hold exceljs (about 28 MB resident) for an import
  // that may never come.
  if (kind === 'csv') {
    const { parse } = await import('csv-parse');
    const parser = stream.pipe(parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }));
    for await (const record of parser) yield (record as unknown[]).map((cell) => String(cell ?? ''));
    return;
  }
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  let first = true;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (first) yield cellsOf(row.values);
    }
    first = false;
  }
}

/** exceljs row values start at index 1 and may be rich text, links, formulas or dates. */
function cellsOf(values: ExcelJS.CellValue[] | { [key: string]: ExcelJS.CellValue }): string[] {
  const list = Array.isArray(values) ? values.slice(1) : Object.values(values);
  return Array.from(list, (value) => textOf(value).trim());
}

function textOf(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Large numbers (phone numbers typed as numbers) without exponent notation.
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
  return '';
}
