import { addCalendarDays, calendarDayOf, DASHBOARD_MAX_DAYS, daysSpan, type DashboardQuery } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 86_400_000;

/** The instants a dashboard call reads, [from, to), and the calendar days they span in the zone of the call. */
export interface DashboardRange {
  from: Date;
  to: Date;
  days: number;
  timeZone: string;
}

/**
 * Spec 2 §5/§7: a date range (date_from/initialDate to date_to/finalDate, the end day included) or a period of
 * `days` ending today; neither is 'Parametrize o filtro'. Days are calendar days of `timeZone` (the query's, else the
 * company's), from midnight to midnight: 23 or 25 hours across a daylight-saving change.
 */
export function dashboardRange(query: DashboardQuery, now: Date, timeZone: string): DashboardRange {
  const today = calendarDayOf(now, timeZone);
  const start = query.date_from ?? query.initialDate;
  const end = query.date_to ?? query.finalDate;
  let first: string;
  let last: string;
  if (start) {
    first = start;
    last = end ?? today;
  } else if (query.days !== undefined) {
    first = addCalendarDays(today, -(query.days - 1));
    last = today;
  } else {
    throw new AppError('ERR_DASHBOARD_FILTER');
  }
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  if (days < 1 || days > DASHBOARD_MAX_DAYS) {
    throw new AppError('ERR_VALIDATION', {
      message: `The range must span 1 to ${DASHBOARD_MAX_DAYS} days`,
      issues: [{ path: 'date_to', message: 'validation.invalidRange' }],
    });
  }
  return { ...daysSpan(first, last, timeZone), days, timeZone };
}
