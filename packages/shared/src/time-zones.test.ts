import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './schemas/dashboard.js';
import { reportFilterSchema } from './schemas/report.js';
import {
  calendarDayOf,
  canonicalTimeZone,
  daysSpan,
  instantAt,
  instantOf,
  isIanaTimeZone,
  startOfDayIn,
  timeZoneInput,
  timeZoneOfLanguage,
  wallClockOf,
} from './time-zones.js';

const HOUR_MS = 3_600_000;
const NEW_YORK = 'America/New_York';
const LISBON = 'Europe/Lisbon';

describe('company time zone by language (spec 1 §9)', () => {
  it('is Monterrey for Spanish and Sao Paulo for Portuguese, English, Turkish and anything unknown', () => {
    expect(timeZoneOfLanguage('es')).toBe('America/Monterrey');
    expect(timeZoneOfLanguage('pt-BR')).toBe('America/Sao_Paulo');
    expect(timeZoneOfLanguage('en')).toBe('America/Sao_Paulo');
    expect(timeZoneOfLanguage('tr')).toBe('America/Sao_Paulo');
    expect(timeZoneOfLanguage('toString')).toBe('America/Sao_Paulo');
    expect(timeZoneOfLanguage(undefined)).toBe('America/Sao_Paulo');
  });
});

describe('zone names', () => {
  it('takes IANA names the runtime knows and refuses the rest (offsets too, which @date-fns/tz would take)', () => {
    for (const name of ['America/Monterrey', 'America/Sao_Paulo', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(isIanaTimeZone(name)).toBe(true);
    for (const name of [
      'Mars/Olympus',
      '+03:00',
      '-0300',
      "America/Sao_Paulo'; drop table x",
      '',
      'America/' + 'x'.repeat(80),
    ])
      expect(isIanaTimeZone(name)).toBe(false);
  });

  it('reads a written zone liberally: trimmed, any case, "" for no change', () => {
    expect(canonicalTimeZone(' america/new_york ')).toBe(NEW_YORK);
    expect(timeZoneInput().parse(' europe/lisbon')).toBe(LISBON);
    expect(timeZoneInput().parse('')).toBeUndefined();
    expect(timeZoneInput().safeParse('Nowhere/City').success).toBe(false);
    expect(timeZoneInput().safeParse('+03:00').success).toBe(false);
  });

  it('is an optional query parameter of the dashboard and the report: absent, the server reads in the company zone', () => {
    expect(dashboardQuerySchema.parse({ days: '7' }).timeZone).toBeUndefined();
    expect(dashboardQuerySchema.parse({ days: '7', timeZone: 'America/Monterrey' }).timeZone).toBe('America/Monterrey');
    expect(reportFilterSchema.safeParse({ timeZone: 'Nowhere/City' }).success).toBe(false);
  });
});

describe('wallClockOf', () => {
  it('gives the weekday in the zone (Sunday 0)', () => {
    // Saturday 23:30 in São Paulo is already Sunday in UTC.
    const at = new Date('2025-03-16T02:30:00Z');
    expect(wallClockOf(at, 'America/Sao_Paulo')).toEqual({
      year: 2025,
      month: 3,
      day: 15,
      hour: 23,
      minute: 30,
      second: 0,
      weekday: 6,
    });
    expect(wallClockOf(at, 'UTC').weekday).toBe(0);
  });

  it('follows the change: New York shows 01:59 EST, then 03:00 EDT a minute later', () => {
    expect(wallClockOf(new Date('2026-03-08T06:59:00Z'), NEW_YORK)).toMatchObject({ hour: 1, minute: 59 });
    expect(wallClockOf(new Date('2026-03-08T07:00:00Z'), NEW_YORK)).toMatchObject({ hour: 3, minute: 0 });
    // Falling back, 01:30 is shown twice, an hour apart.
    expect(wallClockOf(new Date('2026-11-01T05:30:00Z'), NEW_YORK)).toMatchObject({ hour: 1, minute: 30 });
    expect(wallClockOf(new Date('2026-11-01T06:30:00Z'), NEW_YORK)).toMatchObject({ hour: 1, minute: 30 });
  });
});

describe('instantAt / instantOf', () => {
  it('reads an ordinary wall clock with the offset of that moment', () => {
    expect(instantOf('2026-07-01T09:00', NEW_YORK).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-01-15 09:00:00', NEW_YORK).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(instantOf('2026-11-29 18:00:30.250', 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T21:00:30.250Z');
  });

  it('keeps an instant that carries its offset', () => {
    expect(instantOf('2026-03-08T02:30:00-05:00', LISBON).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-03-08T02:30Z', NEW_YORK).toISOString()).toBe('2026-03-08T02:30:00.000Z');
  });

  it('in the spring-forward gap takes the later valid instant (02:30 that never shows is 03:30 EDT)', () => {
    expect(instantOf('2026-03-08T02:30', NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-03-08T02:00', NEW_YORK).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantOf('2026-03-08T01:59', NEW_YORK).toISOString()).toBe('2026-03-08T06:59:00.000Z');
    // Lisbon jumps from 01:00 WET to 02:00 WEST: 01:30 is 02:30 WEST.
    expect(instantOf('2026-03-29 01:30:00', LISBON).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('in the fall-back overlap takes the earlier instant (the first 01:30, still EDT)', () => {
    expect(instantOf('2026-11-01T01:30', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOf('2026-11-01T02:00', NEW_YORK).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    // Lisbon shows 01:30 at 00:30Z (WEST) and 01:30Z (WET).
    expect(instantOf('2026-10-25T01:30', LISBON).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('does not depend on the zone of the machine it runs on', () => {
    // TZDate's constructor resolves the overlap by the system zone; instantAt reads only the company's.
    expect(instantAt({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NEW_YORK).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('calendar days', () => {
  it('names the day of an instant in the zone', () => {
    expect(calendarDayOf(new Date('2026-03-08T04:59:00Z'), NEW_YORK)).toBe('2026-03-07');
    expect(calendarDayOf(new Date('2026-03-08T05:00:00Z'), NEW_YORK)).toBe('2026-03-08');
  });

  it('spans 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const spring = daysSpan('2026-03-08', '2026-03-08', NEW_YORK);
    expect(spring.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * HOUR_MS);
    const fall = daysSpan('2026-11-01', '2026-11-01', NEW_YORK);
    expect(fall.to.getTime() - fall.from.getTime()).toBe(25 * HOUR_MS);
    expect(
      daysSpan('2026-10-25', '2026-10-25', LISBON).to.getTime() - startOfDayIn('2026-10-25', LISBON).getTime(),
    ).toBe(25 * HOUR_MS);
  });

  it('starts a day whose midnight the clock skips at the first instant it shows (São Paulo, 4 November 2018)', () => {
    expect(startOfDayIn('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(wallClockOf(startOfDayIn('2018-11-04', 'America/Sao_Paulo'), 'America/Sao_Paulo')).toMatchObject({
      day: 4,
      hour: 1,
    });
  });
});
