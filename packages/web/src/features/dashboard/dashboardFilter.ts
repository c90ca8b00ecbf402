import { calendarDayOf, type DASHBOARD_PERIODS } from '@guiche/shared';

/** The dashboard's filter (spec 2 §2, §5): by date range or by a period of days ending today. */
export type DashboardFilter =
  { kind: 'date'; from: string; to: string } | { kind: 'period'; days: (typeof DASHBOARD_PERIODS)[number] };

/** Spec 2 §9: the default range is the current month (its first day to today), as the company's calendar has it. */
export function currentMonth(now: Date, timeZone: string): DashboardFilter {
  const today = calendarDayOf(now, timeZone);
  return { kind: 'date', from: `${today.slice(0, 8)}01`, to: today };
}

/** A date filter without its start day ('Parametrize o filtro'). */
export const namesNothing = (filter: DashboardFilter) => filter.kind === 'date' && !filter.from;

/**
 * The query string every dashboard call takes; undefined when the filter names nothing ('Parametrize o filtro').
 * Days and hours are counted in the company's zone, which the server would also take without it; sent so that a
 * cached answer is keyed by the zone it was counted in.
 */
export function dashboardQuery(filter: DashboardFilter, timeZone: string): string | undefined {
  if (filter.kind === 'period') return new URLSearchParams({ days: String(filter.days), timeZone }).toString();
  if (namesNothing(filter)) return undefined;
  const params = new URLSearchParams({ date_from: filter.from, initialDate: filter.from });
  if (filter.to) {
    params.set('date_to', filter.to);
    params.set('finalDate', filter.to);
  }
  params.set('timeZone', timeZone);
  return params.toString();
}
