import { IMPORT_WINDOW_YEARS } from '@guiche/shared';

/**
 * The window of old messages a connection imports from the phone (spec 2 §5): the older date between 2 years
 * ago and now, the recent date from the older date to now. The fields are datetime-local inputs, whose values
 * ('yyyy-MM-ddTHH:mm', local time) sort as text the way the moments they name sort in time.
 */

export type ImportWindowField = 'importOldMessages' | 'importRecentMessages';
export interface ImportWindowIssue {
  field: ImportWindowField;
  message: 'validation.required' | 'validation.importOldRange' | 'validation.importRecentRange';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local input holds it, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A stored ISO moment for the input, or '' when there is none. */
export function localInputOfIso(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toLocalInput(date);
}

/** The input's value as the ISO moment the server stores, or null when empty or unreadable. */
export function isoOfLocalInput(value: string): string | null {
  if (!value) return null;
  // A 'yyyy-MM-ddTHH:mm' string without an offset is read as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface ImportWindowLimits {
  older: { min: string; max: string };
  recent: { min: string; max: string };
}

/** The bounds each date input offers, given the older date chosen so far. */
export function importWindowLimits(older: string, now: Date): ImportWindowLimits {
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - IMPORT_WINDOW_YEARS);
  const min = toLocalInput(earliest);
  const max = toLocalInput(now);
  return { older: { min, max }, recent: { min: older && older >= min && older <= max ? older : min, max } };
}

/** What is wrong with the chosen window: both dates are needed, each inside its bounds. */
export function importWindowIssues(older: string, recent: string, now: Date): ImportWindowIssue[] {
  const limits = importWindowLimits(older, now);
  const issues: ImportWindowIssue[] = [];
  if (!older) issues.push({ field: 'importOldMessages', message: 'validation.required' });
  else if (older < limits.older.min || older > limits.older.max)
    issues.push({ field: 'importOldMessages', message: 'validation.importOldRange' });
  if (!recent) issues.push({ field: 'importRecentMessages', message: 'validation.required' });
  else if (recent < limits.recent.min || recent > limits.recent.max) {
    issues.push({ field: 'importRecentMessages', message: 'validation.importRecentRange' });
  }
  return issues;
}
