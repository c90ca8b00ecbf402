import { TZDateMini, tzOffset } from '@date-fns/tz';
import { z } from 'zod';
import type { Language } from './constants.js';

/**
 * Every conversion between instants and a company's wall clock, on @date-fns/tz: service hours, schedules,
 * campaigns, placeholders, on-call hours, dashboards and reports all read time through here, so a daylight-saving
 * change is handled once.
 */

/** A company's zone when none other is known: the product serves Brazilian companies first. */
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

/**
 * The zone a company starts with, by the language it is created in (spec 1 §9 names the report zones: America/Sao_Paulo
 * for Portuguese, America/Monterrey for Spanish). The spec names none for English and Turkish; they keep the
 * product's own, as the companies served are Brazilian first and the spec's other rules (BRL) point there too.
 */
export const LANGUAGE_TIME_ZONES: Record<Language, string> = {
  'pt-BR': DEFAULT_TIMEZONE,
  es: 'America/Monterrey',
  en: DEFAULT_TIMEZONE,
  tr: DEFAULT_TIMEZONE,
};

export function timeZoneOfLanguage(language: string | null | undefined): string {
  return language && Object.hasOwn(LANGUAGE_TIME_ZONES, language)
    ? LANGUAGE_TIME_ZONES[language as Language]
    : DEFAULT_TIMEZONE;
}

/** Area/Location names and the UTC aliases; anything else (offsets, POSIX rules, SQL) is refused before Intl. */
const IANA_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * A time zone name of the IANA database that this runtime knows. The name reaches PostgreSQL's `at time zone` (as
 * a bound parameter), so it is checked here rather than trusted: an unknown name would fail the query with a 500.
 * @date-fns/tz also takes offsets ('+03:00'), which are no zone: a fixed offset ignores daylight saving.
 */
export function isIanaTimeZone(name: string): boolean {
  if (name.length > 64 || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's name as the time zone database spells it ('america/sao_paulo' is 'America/Sao_Paulo'); undefined for no zone. */
export function canonicalTimeZone(name: string): string | undefined {
  const trimmed = name.trim();
  return isIanaTimeZone(trimmed)
    ? new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone
    : undefined;
}

/** The `timeZone` query parameter of the report and dashboard calls; without it the server reads in the company's zone. */
export const timeZoneField = () => z.string().refine(isIanaTimeZone, { message: 'validation.invalidValue' }).optional();

/** A company's zone in a write body: any spelling of a zone name (trimmed, any case); `""` leaves the zone as it is. */
export const timeZoneInput = () =>
  z
    .preprocess(
      (value: string) =>
        typeof value !== 'string' ? value : value.trim() === '' ? undefined : (canonicalTimeZone(value) ?? value),
      z.string().refine(isIanaTimeZone, { message: 'validation.invalidValue' }).optional(),
    )
    .optional();

/** Date and time fields of a wall clock; month 1–12, weekday 0 (Sunday) to 6 as Date#getDay. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** Minutes since midnight of a wall-clock time written "HH:mm" (service hours, a user's working hours). */
export function minutesOfDay(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** What the wall clock in `timeZone` shows at `at`. */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const local = new TZDateMini(at.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
    weekday: local.getDay(),
  };
}

const DAY_MS = 86_400_000;

/** The zone's offset at `at`, in milliseconds (historical offsets keep their seconds). */
const offsetMs = (timeZone: string, at: number) => Math.round(tzOffset(timeZone, new Date(at)) * 60) * 1000;

/**
 * The instant the wall clock in `timeZone` shows `clock`. Around a daylight-saving change a wall clock may name no
 * instant or two, and one is chosen the way Temporal's 'compatible' disambiguation does:
 * - in the gap (02:30 on a night the clock jumps from 02:00 to 03:00) the later valid instant: the time read with the
 *   offset before the jump, which the clock shows as 03:30. A schedule for 02:30 goes out an hour after 01:30;
 * - in the overlap (01:30 twice on a night the clock falls back from 02:00 to 01:00) the earlier one, the first 01:30.
 * The offsets are looked up a day either side, so two changes within two days of each other (none in the current
 * database) would be read as one.
 * TZDate's constructor is not used for this: it resolves the overlap by the machine's own zone.
 */
export function instantAt(
  clock: Omit<WallClock, 'weekday' | 'second'> & { second?: number; millisecond?: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second ?? 0,
    clock.millisecond ?? 0,
  );
  const before = offsetMs(timeZone, asUtc - DAY_MS);
  const after = offsetMs(timeZone, asUtc + DAY_MS);
  const valid = [before, after].map((offset) => asUtc - offset).filter((at) => offsetMs(timeZone, at) === asUtc - at);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(asUtc - before);
}

/** An instant with its offset (ISO 8601), or a wall-clock date and time without one ('YYYY-MM-DD HH:mm[:ss]'). */
export const INSTANT_OR_WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})?$/;
const WITH_OFFSET = /([zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * The instant a form's date-time names (INSTANT_OR_WALL_CLOCK): an ISO instant as it is; a wall clock (a
 * `datetime-local` value, or spec 3 §5's 'YYYY-MM-DD HH:mm:ss') read in `timeZone`, the company's (see instantAt).
 */
export function instantOf(value: string, timeZone: string): Date {
  if (WITH_OFFSET.test(value)) return new Date(value);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, fraction = '0'] = value.split(/[-T :.]/);
  const millisecond = Math.floor(Number(`0.${fraction}`) * 1000);
  return instantAt(
    { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second, millisecond },
    timeZone,
  );
}

/** 'YYYY-MM-DD' of `at` in `timeZone`. */
export function calendarDayOf(at: Date, timeZone: string): string {
  const { year, month, day } = wallClockOf(at, timeZone);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The calendar day `count` days after `day` ('YYYY-MM-DD'; negative goes back). */
export function addCalendarDays(day: string, count: number): string {
  return new Date(Date.parse(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant calendar day `day` ('YYYY-MM-DD') begins in `timeZone`: its midnight, or the first minute after it where
 * the clock jumps over midnight. A day is 23 or 25 hours long across a change, so a day's end is the next day's start,
 * never the start plus 24 hours.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return instantAt({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
}

/** The instants [from, to) of the calendar days `first` to `last` (both included) in `timeZone`. */
export function daysSpan(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDayIn(first, timeZone), to: startOfDayIn(addCalendarDays(last, 1), timeZone) };
}
