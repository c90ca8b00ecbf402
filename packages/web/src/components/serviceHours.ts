import type { z } from 'zod';
import {
  DEFAULT_SERVICE_HOURS,
  halfShiftIssues,
  isNoShift,
  isOpenShift,
  SERVICE_HOURS_SHIFTS,
  WEEKDAYS_EN,
  type ServiceHours,
  type ServiceHoursField,
  type ServiceHoursIssue,
} from '@guiche/shared';
import { isTimeOfDay } from '../lib/time';

/** The four times of a weekday in the order they are typed: shift A's start and end, then shift B's. */
export const SERVICE_HOURS_FIELDS: readonly ServiceHoursField[] = SERVICE_HOURS_SHIFTS.flat();

const DEFAULTS = new Map(DEFAULT_SERVICE_HOURS.map((day) => [day.weekdayEn, day]));

/** The day with each shift that opens nothing written blank, as the editor shows it. */
function withBlankShifts(day: ServiceHours): ServiceHours {
  const closed = SERVICE_HOURS_SHIFTS.filter(([start, end]) => !isOpenShift(day[start], day[end]));
  return closed.reduce((shown, [start, end]) => ({ ...shown, [start]: '', [end]: '' }), day);
}

/**
 * All seven weekdays, Monday first: the saved entry of each day, or the default (08:00–12:00, 13:00–18:00)
 * for a day the list lacks. Records saved before a day existed still open with a full week. A saved shift that
 * opens nothing shows blank, as the hint describes "none": 00:00–00:00 (the only way to say so while every time
 * was required), or an end not after its start saved before that was refused. The week opens as the engine reads
 * it, and never opens invalid where the tab holding it is hidden (queues and connections under another scheduleType).
 */
export function completeWeek(saved: readonly ServiceHours[]): ServiceHours[] {
  return WEEKDAYS_EN.flatMap((weekdayEn) => {
    const day = saved.find((entry) => entry.weekdayEn === weekdayEn) ?? DEFAULTS.get(weekdayEn);
    return day ? [withBlankShifts(day)] : [];
  });
}

/**
 * The editor's rule beside the shared ones: an end not after its start opens nothing (the engine skips the shift),
 * so it is refused as typed. 00:00–00:00 is "none", as blank is. The server still takes such a shift: hours saved
 * before this rule may hold one, and clients send the week they read back unchanged.
 */
export function endBeforeStartIssues(day: ServiceHours): ServiceHoursIssue[] {
  return SERVICE_HOURS_SHIFTS.flatMap(([startField, endField]): ServiceHoursIssue[] => {
    const [start, end] = [day[startField], day[endField]];
    const complete = isTimeOfDay(start) && isTimeOfDay(end);
    return complete && !isNoShift(start, end) && !isOpenShift(start, end)
      ? [{ field: endField, message: 'validation.shiftEndBeforeStart' }]
      : [];
  });
}

/** A form's zod refinement: the editor's rule on each day of its `schedules` (the shared schema checks the rest). */
export function refineShiftOrder(week: readonly ServiceHours[] | undefined, context: z.RefinementCtx): void {
  week?.forEach((day, index) => {
    for (const { field, message } of endBeforeStartIssues(day)) {
      context.addIssue({ code: 'custom', path: ['schedules', index, field], message });
    }
  });
}

/** What is wrong with each time of a day, as a translation key: malformed, half a shift, or an end before its start. */
export function dayErrors(day: ServiceHours): Partial<Record<ServiceHoursField, string>> {
  const errors: Partial<Record<ServiceHoursField, string>> = {};
  for (const field of SERVICE_HOURS_FIELDS) {
    if (day[field] !== '' && !isTimeOfDay(day[field])) errors[field] = 'validation.invalidTime';
  }
  for (const { field, message } of [...halfShiftIssues(day), ...endBeforeStartIssues(day)]) errors[field] ??= message;
  return errors;
}

/** True when no time of the week has an error, so the week may be saved (blank days and shifts included). */
export function isValidWeek(week: readonly ServiceHours[]): boolean {
  return week.every((day) => Object.keys(dayErrors(day)).length === 0);
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

/** The week with one weekday closed (every time blank), or reopened with the default hours. */
export function withDayClosed(
  week: readonly ServiceHours[],
  weekdayEn: ServiceHours['weekdayEn'],
  closed: boolean,
): ServiceHours[] {
  const hours = closed ? undefined : DEFAULTS.get(weekdayEn);
  return week.map((day) =>
    day.weekdayEn === weekdayEn
      ? {
          ...day,
          startTimeA: hours?.startTimeA ?? '',
          endTimeA: hours?.endTimeA ?? '',
          startTimeB: hours?.startTimeB ?? '',
          endTimeB: hours?.endTimeB ?? '',
        }
      : day,
  );
}
