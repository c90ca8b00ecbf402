import type { MoveResult } from './migrate-to-postgres.js';

/** Missing uploads listed by name, up to this many (the rest counted). */
const MISSING_SHOWN = 20;

/** The report the command prints: `table  source  target` per table, the uploads, and the verdict. */
export function formatMoveReport({ counts, uploads, ok }: MoveResult, dataDir: string): string[] {
  const width = Math.max('table'.length, ...counts.map((count) => count.table.length));
  const numberWidth = Math.max(
    'source'.length,
    ...counts.map((count) => String(Math.max(count.source, count.target)).length),
  );
  const line = (table: string, source: string, target: string, mark = '') =>
    `${table.padEnd(width)}  ${source.padStart(numberWidth)}  ${target.padStart(numberWidth)}${mark}`.trimEnd();
  const lines = [line('table', 'source', 'target')];
  for (const count of counts)
    lines.push(
      line(count.table, String(count.source), String(count.target), count.source === count.target ? '' : '  MISMATCH'),
    );

  lines.push('');
  const uploadsDir = `${dataDir}/uploads`;
  if (uploads.missing.length === 0) {
    lines.push(`uploads: ${uploads.referenced} referenced by the rows, all present under ${uploadsDir}`);
  } else {
    lines.push(
      `uploads: ${uploads.missing.length} of ${uploads.referenced} referenced by the rows are missing under ${uploadsDir}:`,
    );
    for (const key of uploads.missing.slice(0, MISSING_SHOWN)) lines.push(`  ${key}`);
    if (uploads.missing.length > MISSING_SHOWN) lines.push(`  … and ${uploads.missing.length - MISSING_SHOWN} more`);
  }
  lines.push('uploads stay in DATA_DIR: start the server on PostgreSQL with this same DATA_DIR.');

  const rows = counts.reduce((sum, count) => sum + count.source, 0);
  const mismatched = counts.filter((count) => count.source !== count.target);
  lines.push(
    ok
      ? `verdict: OK, ${counts.length} tables and ${rows} rows copied, every count equal`
      : `verdict: FAILED, ${mismatched.length} of ${counts.length} tables differ (${mismatched.map((count) => count.table).join(', ')}): see docs/backups.md`,
  );
  return lines;
}
