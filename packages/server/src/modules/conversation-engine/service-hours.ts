import {
  addCalendarDays,
  calendarDayOf,
  instantAt,
  minutesOfDay,
  openShifts,
  WEEKDAYS_EN,
  wallClockOf,
  type ServiceHours,
} from '@guiche/shared';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** How far back a closed period is looked for: a week without any range is "always closed". */
const LOOKBACK_DAYS = 8;

/**
 * The day's open ranges in minutes since midnight. A blank shift is none, and so is 00:00–00:00 (what a closed day
 * held while every time was required): a day without any is closed all day, as is a day the list lacks.
 */
function rangesOf(day: ServiceHours | undefined): [number, number][] {
  return day ? openShifts(day).map(([start, end]) => [minutesOfDay(start), minutesOfDay(end)]) : [];
}

/**
 * Service hours (spec 2 §3: two ranges per weekday) read in the company's time zone. Answers undefined while open,
 * else when the current closed period began (the end of the last range, or a week back when there is none): the
 * out-of-hours message is sent once per period, so a notice sent after that instant covers this message.
 */
export function outOfHoursSince(schedules: readonly ServiceHours[], now: Date, timeZone: string): Date | undefined {
  const byDay = new Map(schedules.map((day) => [day.weekdayEn, day]));
  const clock = wallClockOf(now, timeZone);
  const nowMinute = clock.hour * 60 + clock.minute;
  const today = calendarDayOf(now, timeZone);
  for (let back = 0; back < LOOKBACK_DAYS; back++) {
    // WEEKDAYS_EN starts on Monday; the wall clock's weekday on Sunday.
    const weekday = WEEKDAYS_EN[(((clock.weekday - back) % 7) + 13) % 7] as (typeof WEEKDAYS_EN)[number];
    const ranges = rangesOf(byDay.get(weekday));
    if (back === 0 && ranges.some(([start, end]) => nowMinute >= start && nowMinute < end)) return undefined;
    const ends = ranges.map(([, end]) => end).filter((end) => back > 0 || end <= nowMinute);
    if (ends.length > 0) {
      // The closing time on that day's wall clock: a change of offset since then (a daylight-saving night) is the zone's business.
      const [year = 0, month = 1, day = 1] = addCalendarDays(today, -back).split('-').map(Number);
      const end = Math.max(...ends);
      return instantAt({ year, month, day, hour: Math.floor(end / 60), minute: end % 60 }, timeZone);
    }
  }
  return new Date(now.getTime() - LOOKBACK_DAYS * DAY_MINUTES * MINUTE_MS);
}
