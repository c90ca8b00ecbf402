import { DEFAULT_TIMEZONE, PLANTAO_WEEKDAYS, wallClock, type PlantaoDay } from '@guiche/shared';

/** PLANTAO_WEEKDAYS runs Monday to Sunday; Date#getDay counts from Sunday. */
const INDEX_OF_DAY = [6, 0, 1, 2, 3, 4, 5];

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether `at` (company time) falls in the person's hours of that weekday. A range whose end is before its start
 * runs past midnight (a night shift): it covers the evening of its day and the early hours of the next.
 */
export function isOnDuty(days: PlantaoDay[], at: Date, timeZone: string = DEFAULT_TIMEZONE): boolean {
  const clock = wallClock(at, timeZone);
  const now = clock.hour * 60 + clock.minute;
  const today = PLANTAO_WEEKDAYS[INDEX_OF_DAY[clock.weekday] ?? 0]?.weekdayEn;
  const yesterday = PLANTAO_WEEKDAYS[((INDEX_OF_DAY[clock.weekday] ?? 0) + 6) % 7]?.weekdayEn;
  return days.some((day) => {
    if (!day.startTime || !day.endTime) return false;
    const [start, end] = [minutesOf(day.startTime), minutesOf(day.endTime)];
    if (day.weekdayEn === today) return start <= end ? now >= start && now < end : now >= start;
    return day.weekdayEn === yesterday && start > end && now < end;
  });
}
