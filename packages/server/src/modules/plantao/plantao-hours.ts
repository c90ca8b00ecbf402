import { addCalendarDays, calendarDayOf, PLANTAO_WEEKDAYS, wallClockOf, type PlantaoDay } from '@guiche/shared';

/** PLANTAO_WEEKDAYS runs Monday to Sunday; Date#getDay counts from Sunday. */
const INDEX_OF_DAY = [6, 0, 1, 2, 3, 4, 5];

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The on-call period `at` (company time) falls in, named by the local date and time its hours began
 * ('2026-03-02 22:00'), or undefined off duty. A range whose end is before its start runs past midnight (a night
 * shift): it covers the evening of its day and the early hours of the next, and is one period. The name is wall-clock
 * text rather than an instant so that it stays the same all through the period (it keys "one notice per period").
 */
export function dutyPeriodOf(days: PlantaoDay[], at: Date, timeZone: string): string | undefined {
  const clock = wallClockOf(at, timeZone);
  const date = calendarDayOf(at, timeZone);
  const now = clock.hour * 60 + clock.minute;
  const today = PLANTAO_WEEKDAYS[INDEX_OF_DAY[clock.weekday] ?? 0]?.weekdayEn;
  const yesterday = PLANTAO_WEEKDAYS[((INDEX_OF_DAY[clock.weekday] ?? 0) + 6) % 7]?.weekdayEn;
  for (const day of days) {
    if (!day.startTime || !day.endTime) continue;
    const [start, end] = [minutesOf(day.startTime), minutesOf(day.endTime)];
    if (day.weekdayEn === today && (start <= end ? now >= start && now < end : now >= start))
      return `${date} ${day.startTime}`;
    if (day.weekdayEn === yesterday && start > end && now < end) return `${addCalendarDays(date, -1)} ${day.startTime}`;
  }
  return undefined;
}

/** Whether `at` (company time) falls in the person's hours of that weekday (see dutyPeriodOf). */
export function isOnDuty(days: PlantaoDay[], at: Date, timeZone: string): boolean {
  return dutyPeriodOf(days, at, timeZone) !== undefined;
}
