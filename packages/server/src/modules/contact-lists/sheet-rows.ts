import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { AppError } from '../../http/app-error.js';
import { SHEET_COLUMNS_READ, SHEET_MAX_ROW_TEXT } from './sheet-limits.js';
import { xlsxRows } from './xlsx-rows.js';

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

/** An upload held in a temporary file, read from there; disposed of once read. */
export interface SpooledSheet {
  /** The rows as text cells, at most SHEET_COLUMNS_READ of them each, read as they are parsed. */
  rows(): AsyncGenerator<string[]>;
  dispose(): Promise<void>;
}

/**
 * The upload, written whole to a temporary file before anything is parsed: an xlsx is read from its end (xlsx-rows),
 * and the parsing then goes at the disk's pace, so a slow client holds no import slot while it sends. A file of
 * 100,000 rows is still never held whole in memory. A csv may be separated by commas or semicolons (Excel in Brazil).
 */
export async function spoolSheet(upload: Readable, kind: SheetKind): Promise<SpooledSheet> {
  // The multipart reader ends a file cut at its size limit as if it were whole, saying only 'limit'.
  let cut = false;
  upload.once('limit', () => (cut = true));
  const folder = await mkdtemp(join(tmpdir(), 'guiche-sheet-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  const path = join(folder, `upload.${kind}`);
  try {
    await pipeline(upload, createWriteStream(path));
  } catch (error) {
    await dispose();
    throw error;
  }
  if (cut) {
    await dispose();
    throw new AppError('ERR_FILE_TOO_LARGE');
  }
  return { rows: () => asBadInput(kind === 'xlsx' ? xlsxRows(path, SHEET_COLUMNS_READ) : csvRows(path)), dispose };
}

async function* csvRows(path: string): AsyncGenerator<string[]> {
  const file = createReadStream(path);
  // A record past SHEET_MAX_ROW_TEXT is not a contact (and one endless record would cost minutes to parse).
  const parser = file.pipe(
    parse({
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: SHEET_MAX_ROW_TEXT,
    }),
  );
  // pipe does not pass the file's failure on: without this the loop would wait forever.
  file.once('error', (error) => parser.destroy(error));
  try {
    for await (const record of parser)
      yield (record as unknown[]).slice(0, SHEET_COLUMNS_READ).map((cell) => String(cell ?? ''));
  } finally {
    // The import may stop reading early (past its row limit).
    file.destroy();
  }
}

/** A file that is not what its name says is bad input, not a server fault. */
async function* asBadInput(rows: AsyncGenerator<string[]>): AsyncGenerator<string[]> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_INVALID_FILE', {
      message: `The spreadsheet cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
