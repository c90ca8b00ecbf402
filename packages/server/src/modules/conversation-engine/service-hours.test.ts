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
