import { DASHBOARD_MAX_DAYS, wallClock, type DashboardQuery } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 86_400_000;

/** The instants a dashboard call reads, [from, to), and the calendar days they span in the viewer's report zone. */
export interface DashboardRange {
  from: Date;
  to: Date;
  days: number;
  timeZone: string;
}

/**
 * Spec 2 §5/§7: a date range (date_from/initialDate to date_to/finalDate, the end day included) or a period of
 * `days` ending today; neither is 'Parametrize o filtro'. Days are calendar days of the query's zone: the report
 * zone of the viewer's language (spec 1 §9: Sao Paulo for Portuguese, Monterrey for Spanish), validated by the schema.
 */
export function dashboardRange(query: DashboardQuery, now: Date): DashboardRange {
  const { timeZone } = query;
  const today = calendarDay(now, timeZone);
  const start = query.date_from ?? query.initialDate;
  const end = query.date_to ?? query.finalDate;
  let first: string;
  let last: string;
  if (start) {
    first = start;
    last = end ?? today;
  } else if (query.days !== undefined) {
    first = addDays(today, -(query.days - 1));
    last = today;
  } else {
    throw new AppError('ERR_DASHBOARD_FILTER');
  }
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  if (days < 1 || days > DASHBOARD_MAX_DAYS) {
    throw new AppError('ERR_VALIDATION', { message: `The range must span 1 to ${DASHBOARD_MAX_DAYS} days`, issues: [{ path: 'date_to', message: 'validation.invalidRange' }] });
  }
  return { from: zonedMidnight(first, timeZone), to: zonedMidnight(addDays(last, 1), timeZone), days, timeZone };
}

/** YYYY-MM-DD of `at` in `timeZone`. */
export function calendarDay(at: Date, timeZone: string): string {
  const { year, month, day } = wallClock(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(day: string, count: number): string {
  return new Date(Date.parse(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The instant `day` begins in `timeZone` (two passes settle a daylight-saving change between guess and answer). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  let at = guess;
  for (let pass = 0; pass < 2; pass++) at = guess - offsetAt(at, timeZone);
  return new Date(at);
}

function offsetAt(at: number, timeZone: string): number {
  const c = wallClock(new Date(at), timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
}
