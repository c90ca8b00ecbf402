import { describe, expect, it } from 'vitest';
import type { ServiceHours, WeekdayEn } from '@guiche/shared';
import { outOfHoursSince } from './service-hours.js';

const NEW_YORK = 'America/New_York';

/** One weekday open from `start` to `end` (range A), range B empty; the other days closed. */
const openOn = (weekdayEn: WeekdayEn, start: string, end: string): ServiceHours[] => [
  { weekday: weekdayEn, weekdayEn, startTimeA: start, endTimeA: end, startTimeB: '00:00', endTimeB: '00:00' },
];
const since = (hours: ServiceHours[], iso: string) => outOfHoursSince(hours, new Date(iso), NEW_YORK)?.toISOString();

describe('service hours across a daylight-saving change (New York)', () => {
  it('spring forward, Sunday 8 March 2026: open at 01:30 EST, closed once the clock jumps to 03:00', () => {
    const hours = openOn('sunday', '01:00', '02:00');
    expect(since(hours, '2026-03-08T06:30:00Z')).toBeUndefined();
    // 02:00 never shows that night: the period closed at the jump, 03:00 EDT.
    expect(since(hours, '2026-03-08T07:30:00Z')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('fall back, Sunday 1 November 2026: open at both 01:30s, closed at 01:50 EST', () => {
    const hours = openOn('sunday', '01:00', '01:45');
    expect(since(hours, '2026-11-01T05:30:00Z')).toBeUndefined();
    expect(since(hours, '2026-11-01T06:30:00Z')).toBeUndefined();
    // The closing time read as the first 01:45 (EDT): the earlier of the two instants the clock shows it.
    expect(since(hours, '2026-11-01T06:50:00Z')).toBe('2026-11-01T05:45:00.000Z');
  });

  it("dates a period that closed before the change by that day's offset, not by counting minutes back", () => {
    // Closed since Saturday 18:00 EST (23:00Z); on Sunday noon EDT, 18 wall-clock hours later but 17 real ones.
    expect(since(openOn('saturday', '09:00', '18:00'), '2026-03-08T16:00:00Z')).toBe('2026-03-07T23:00:00.000Z');
    // Closed since Saturday 18:00 EDT (22:00Z); on Sunday noon EST, 19 real hours later.
    expect(since(openOn('saturday', '09:00', '18:00'), '2026-11-01T17:00:00Z')).toBe('2026-10-31T22:00:00.000Z');
  });

  it('reads the hours in the zone given: the same instant is open in São Paulo and closed in New York', () => {
    const hours = openOn('monday', '09:00', '10:00');
    const at = new Date('2026-03-09T12:30:00Z');
    expect(outOfHoursSince(hours, at, 'America/Sao_Paulo')).toBeUndefined();
    expect(outOfHoursSince(hours, at, NEW_YORK)).toBeDefined();
  });
});

describe('blank service hours', () => {
  const day = (weekdayEn: WeekdayEn, a: [string, string], b: [string, string]): ServiceHours => ({
    weekday: weekdayEn,
    weekdayEn,
    startTimeA: a[0],
    endTimeA: a[1],
    startTimeB: b[0],
    endTimeB: b[1],
  });
  const blank: [string, string] = ['', ''];
  const midnight: [string, string] = ['00:00', '00:00'];

  it('a blank day is closed all day, as 00:00 in all four times (what existing hours hold) still is', () => {
    for (const none of [blank, midnight]) {
      const hours = [day('sunday', ['09:00', '17:00'], none), day('monday', none, none)];
      // Monday 9 March 2026, 10:00 EDT: closed since Sunday 17:00 EDT (21:00Z).
      expect(since(hours, '2026-03-09T14:00:00Z')).toBe('2026-03-08T21:00:00.000Z');
      expect(since(hours, '2026-03-09T21:00:00Z')).toBe('2026-03-08T21:00:00.000Z');
    }
  });

  it('a blank second shift leaves the day one shift', () => {
    for (const none of [blank, midnight]) {
      const hours = [day('tuesday', ['09:00', '12:00'], none)];
      // Tuesday 10 March 2026 (EDT): open at 11:00, closed from 12:00 for the rest of the day.
      expect(since(hours, '2026-03-10T15:00:00Z')).toBeUndefined();
      expect(since(hours, '2026-03-10T18:00:00Z')).toBe('2026-03-10T16:00:00.000Z');
      expect(since(hours, '2026-03-10T23:30:00Z')).toBe('2026-03-10T16:00:00.000Z');
    }
  });

  it('a blank first shift with a second one opens only the second', () => {
    const hours = [day('wednesday', blank, ['14:00', '18:00'])];
    expect(since(hours, '2026-03-11T15:00:00Z')).toBeDefined();
    expect(since(hours, '2026-03-11T19:00:00Z')).toBeUndefined();
  });
});
