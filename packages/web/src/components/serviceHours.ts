import { DEFAULT_SERVICE_HOURS, WEEKDAYS_EN, type ServiceHours } from '@guiche/shared';
import { isTimeOfDay } from '../lib/time';

/** The four times of a weekday: two ranges, A and B (spec 2 §3 "Schedule entry"). */
export const SERVICE_HOURS_FIELDS = ['startTimeA', 'endTimeA', 'startTimeB', 'endTimeB'] as const;
export type ServiceHoursField = (typeof SERVICE_HOURS_FIELDS)[number];

const DEFAULTS = new Map(DEFAULT_SERVICE_HOURS.map((day) => [day.weekdayEn, day]));

/**
 * All seven weekdays, Monday first: the saved entry of each day, or the default (08:00–12:00, 13:00–18:00)
 * for a day the list lacks. Records saved before a day existed still open with a full week.
 */
export function completeWeek(saved: readonly ServiceHours[]): ServiceHours[] {
  return WEEKDAYS_EN.flatMap((weekdayEn) => {
    const day = saved.find((entry) => entry.weekdayEn === weekdayEn) ?? DEFAULTS.get(weekdayEn);
    return day ? [day] : [];
  });
}

/** True when every time of the week is a complete HH:MM, so the week may be saved. */
export function isCompleteWeek(week: readonly ServiceHours[]): boolean {
  return week.every((day) => SERVICE_HOURS_FIELDS.every((field) => isTimeOfDay(day[field])));
}

/** The week with one time of one weekday replaced. */
export function withTime(
  week: readonly ServiceHours[],
  weekdayEn: ServiceHours['weekdayEn'],
  field: ServiceHoursField,
  value: string,
): ServiceHours[] {
  return week.map((day) => (day.weekdayEn === weekdayEn ? { ...day, [field]: value } : day));
}
