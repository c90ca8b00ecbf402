import { z } from 'zod';
import type { Language } from './constants.js';
import { DEFAULT_TIMEZONE, wallClock } from './placeholders.js';

/**
 * The zone reports and the dashboard count days and hours in (spec 1 §9): America/Sao_Paulo for Portuguese,
 * America/Monterrey for Spanish. The spec names no zone for English and Turkish; they keep the product's own,
 * Sao Paulo, as the companies served are Brazilian first and the spec's other rules (BRL) point there too.
 */
export const REPORT_TIME_ZONES: Record<Language, string> = {
  'pt-BR': DEFAULT_TIMEZONE,
  es: 'America/Monterrey',
  en: DEFAULT_TIMEZONE,
  tr: DEFAULT_TIMEZONE,
};

export function reportTimeZoneFor(language: string): string {
  return Object.hasOwn(REPORT_TIME_ZONES, language) ? REPORT_TIME_ZONES[language as Language] : DEFAULT_TIMEZONE;
}

/** Area/Location names and the UTC aliases; anything else (offsets, POSIX rules, SQL) is refused before Intl. */
const IANA_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * A time zone name of the IANA database that this runtime knows. The name reaches PostgreSQL's `at time zone` (as
 * a bound parameter), so it is checked here rather than trusted: an unknown name would fail the query with a 500.
 */
export function isIanaTimeZone(name: string): boolean {
  if (name.length > 64 || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The `timeZone` query parameter of the report and dashboard calls; without it, the product's default zone. */
export const timeZoneField = () => z.string().refine(isIanaTimeZone, { message: 'validation.invalidValue' }).default(DEFAULT_TIMEZONE);

/** An instant with its offset (ISO 8601), or a wall-clock date and time without one ('YYYY-MM-DD HH:mm[:ss]'). */
export const INSTANT_OR_WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant a form's date-time names: an ISO instant as it is; a wall clock (a `datetime-local` value, or spec 3 §5's
 * 'YYYY-MM-DD HH:mm:ss') read in `timeZone`, the company's zone (there is no per-company zone yet: the product's).
 */
export function instantOf(value: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) return new Date(value);
  const [date = '', time = ''] = value.split(/[ T]/);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, Math.floor(second));
  // The zone's offset at that moment: the wall clock it shows for asUtc, against asUtc itself.
  const shown = wallClock(new Date(asUtc), timeZone);
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second) - asUtc;
  return new Date(asUtc - offset);
}
