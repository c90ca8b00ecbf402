import type { ContactListImportReport } from '@guiche/shared';

/** Row errors shown one by one under the summary; the rest are only counted. */
export const SHOWN_ROW_ERRORS = 5;

/** What the import banner shows: the running or final counts, and the first refused rows. */
export function importSummary(report: ContactListImportReport): {
  key: 'importing' | 'imported';
  counts: Record<string, number>;
  shownErrors: ContactListImportReport['errors'];
} {
  return {
    key: report.done ? 'imported' : 'importing',
    counts: { rows: report.rows, added: report.added, duplicates: report.duplicates, errors: report.errorCount },
    shownErrors: report.errors.slice(0, SHOWN_ROW_ERRORS),
  };
}
