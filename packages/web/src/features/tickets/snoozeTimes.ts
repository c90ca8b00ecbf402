import { SNOOZE_MAX_DAYS, addCalendarDays, calendarDayOf, instantAt, instantOf, wallClockOf } from '@guiche/shared';

/** The snooze menu's quick choices (the company's wall clock decides "tomorrow" and "Monday"). */
export type SnoozePreset = 'inOneHour' | 'tomorrowMorning' | 'nextMonday';
export const SNOOZE_PRESETS: readonly SnoozePreset[] = ['inOneHour', 'tomorrowMorning', 'nextMonday'];

const HOUR_MS = 3_600_000;
/** "Amanhã 9h" and "próxima segunda 9h": the start of a working morning. */
const MORNING_HOUR = 9;
const MONDAY = 1;

/** The 09:00 of the day `days` after today, in `timeZone`. */
function morningIn(days: number, now: Date, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = addCalendarDays(calendarDayOf(now, timeZone), days).split('-').map(Number);
  return instantAt({ year, month, day, hour: MORNING_HOUR, minute: 0 }, timeZone);
}

/**
 * When a preset ends the snooze: in an hour; tomorrow at 09:00; next Monday at 09:00 (a week ahead on a Monday), the
 * days and hours read on the company's clock, not the browser's.
 */
export function snoozePresetUntil(preset: SnoozePreset, now: Date, timeZone: string): Date {
  switch (preset) {
    case 'inOneHour':
      return new Date(now.getTime() + HOUR_MS);
    case 'tomorrowMorning':
      return morningIn(1, now, timeZone);
    case 'nextMonday': {
      const { weekday } = wallClockOf(now, timeZone);
      return morningIn((MONDAY - weekday + 7) % 7 || 7, now, timeZone);
    }
  }
}

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local field holds it ('YYYY-MM-DDTHH:mm'), on the company's clock. */
export function toZonedInput(at: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockOf(at, timeZone);
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** The instant a datetime-local value names on the company's clock; undefined for an empty or broken value. */
export function fromZonedInput(value: string, timeZone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const at = instantOf(value, timeZone);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The bounds the custom field offers: from now to SNOOZE_MAX_DAYS ahead (the server checks the same). */
export function snoozeInputBounds(now: Date, timeZone: string): { min: string; max: string } {
  return {
    min: toZonedInput(now, timeZone),
    max: toZonedInput(new Date(now.getTime() + SNOOZE_MAX_DAYS * 24 * HOUR_MS), timeZone),
  };
}
