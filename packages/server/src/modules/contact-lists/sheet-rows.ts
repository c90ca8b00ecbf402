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
  if (kind === 'csv') {
    yield* asBadInput(csvRows(upload));
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'guiche-sheet-'));
  try {
    const path = join(folder, 'upload.xlsx');
    // The upload's own failures (too large, cut short) reach the route as they are.
    await pipeline(upload, createWriteStream(path));
    yield* asBadInput(xlsxRows(path));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function* csvRows(upload: Readable): AsyncGenerator<string[]> {
  const parser = upload.pipe(parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }));
  for await (const record of parser) yield (record as unknown[]).map((cell) => String(cell ?? ''));
}

/** A file that is not what its name says (or is cut) is bad input, not a server fault. */
async function* asBadInput(rows: AsyncGenerator<string[]>): AsyncGenerator<string[]> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_INVALID_FILE', { message: `The spreadsheet cannot be read: ${error instanceof Error ? error.message : String(error)}` });
  }
}
