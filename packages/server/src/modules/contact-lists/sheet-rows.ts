import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { AppError } from '../../http/app-error.js';
import { xlsxRows } from './xlsx-rows.js';

export type SheetKind = 'xlsx' | 'csv';

/** A contact's row is a few hundred bytes; a record past this is not a contact list (and would cost minutes to parse). */
const MAX_CSV_RECORD = 64 * 1024;

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
 * The rows of a spreadsheet as text cells, read as they are parsed, so a file of 100,000 rows is never held whole
 * in memory. An xlsx gives its first sheet; it is spooled to a temporary file first, as a zip is read from its end
 * (xlsx-rows). A csv may be separated by commas or semicolons (Excel in Brazil).
 */
export async function* sheetRows(upload: Readable, kind: SheetKind): AsyncGenerator<string[]> {
  // The multipart reader ends a file cut at its size limit as if it were whole, saying only 'limit'.
  let cut = false;
  upload.once('limit', () => (cut = true));
  const failIfCut = () => {
    if (cut) throw new AppError('ERR_FILE_TOO_LARGE');
  };
  const folder = kind === 'xlsx' ? await mkdtemp(join(tmpdir(), 'guiche-sheet-')) : undefined;
  try {
    if (folder) {
      const path = join(folder, 'upload.xlsx');
      await pipeline(upload, createWriteStream(path));
      failIfCut();
      yield* asBadInput(xlsxRows(path));
      return;
    }
    for await (const row of asBadInput(csvRows(upload))) {
      failIfCut();
      yield row;
    }
    failIfCut();
  } catch (error) {
    // What a cut file fails with (an unclosed quote, a broken zip) is not the answer: that it was cut is.
    failIfCut();
    throw error;
  } finally {
    // What the parser left unread is read through, so that the request completes.
    upload.resume();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

async function* csvRows(upload: Readable): AsyncGenerator<string[]> {
  const parser = upload.pipe(parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, max_record_size: MAX_CSV_RECORD }));
  // pipe does not pass the upload's failure (too large, cut short) on: without this the loop would wait forever.
  upload.once('error', (error) => parser.destroy(error));
  for await (const record of parser) yield (record as unknown[]).map((cell) => String(cell ?? ''));
}

/**
 * A file that is not what its name says is bad input, not a server fault. The request's own failures (the upload's,
 * which carry their HTTP status) go on as they are, for the route to answer.
 */
async function* asBadInput(rows: AsyncGenerator<string[]>): AsyncGenerator<string[]> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
    throw new AppError('ERR_INVALID_FILE', { message: `The spreadsheet cannot be read: ${error instanceof Error ? error.message : String(error)}` });
  }
}
