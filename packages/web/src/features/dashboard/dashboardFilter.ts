import { reportTimeZoneFor, type DASHBOARD_PERIODS } from '@guiche/shared';

/** The dashboard's filter (spec 2 §2, §5): by date range or by a period of days ending today. */
export type DashboardFilter = { kind: 'date'; from: string; to: string } | { kind: 'period'; days: (typeof DASHBOARD_PERIODS)[number] };

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Spec 2 §9: the default range is the current month (its first day to today). */
export function currentMonth(today: Date): DashboardFilter {
  return { kind: 'date', from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

/**
 * The query string every dashboard call takes; undefined when the filter names nothing ('Parametrize o filtro').
 * Days and hours are counted in the zone of the interface's language (spec 1 §9), which the server validates.
 */
export function dashboardQuery(filter: DashboardFilter, language: string): string | undefined {
  const timeZone = reportTimeZoneFor(language);
  if (filter.kind === 'period') return new URLSearchParams({ days: String(filter.days), timeZone }).toString();
  if (!filter.from) return undefined;
  const params = new URLSearchParams({ date_from: filter.from, initialDate: filter.from });
  if (filter.to) {
    params.set('date_to', filter.to);
    params.set('finalDate', filter.to);
  }
  params.set('timeZone', timeZone);
  return params.toString();
}
