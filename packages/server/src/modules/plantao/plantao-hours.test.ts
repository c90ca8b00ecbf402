import { describe, expect, it } from 'vitest';
import { PLANTAO_WEEKDAYS, type PlantaoDay } from '@guiche/shared';
import { dutyPeriodOf, isOnDuty } from './plantao-hours.js';

const SAO_PAULO = 'America/Sao_Paulo';
const week = (times: Partial<Record<string, [string, string]>>): PlantaoDay[] =>
  PLANTAO_WEEKDAYS.map((day) => ({
    ...day,
    startTime: times[day.weekdayEn]?.[0] ?? null,
    endTime: times[day.weekdayEn]?.[1] ?? null,
  }));

describe('on-call hours', () => {
  // 2026-03-02 is a Monday; São Paulo is UTC−3.
  it('covers the weekday’s range in company time', () => {
    const days = week({ monday: ['08:00', '12:00'] });
    expect(isOnDuty(days, new Date('2026-03-02T11:00:00Z'), SAO_PAULO)).toBe(true);
    expect(isOnDuty(days, new Date('2026-03-02T15:00:00Z'), SAO_PAULO)).toBe(false);
    expect(isOnDuty(days, new Date('2026-03-03T11:00:00Z'), SAO_PAULO)).toBe(false);
  });

  it('a night shift runs past midnight into the next day', () => {
    const days = week({ monday: ['22:00', '06:00'] });
    expect(isOnDuty(days, new Date('2026-03-03T02:00:00Z'), SAO_PAULO)).toBe(true);
    expect(isOnDuty(days, new Date('2026-03-03T08:00:00Z'), SAO_PAULO)).toBe(true);
    expect(isOnDuty(days, new Date('2026-03-03T10:00:00Z'), SAO_PAULO)).toBe(false);
  });
});

describe('on-call periods', () => {
  it('a period is named by where its hours began, the same all through it', () => {
    const days = week({ monday: ['22:00', '06:00'], tuesday: ['22:00', '06:00'] });
    expect(dutyPeriodOf(days, new Date('2026-03-03T01:30:00Z'), SAO_PAULO)).toBe('2026-03-02 22:00');
    expect(dutyPeriodOf(days, new Date('2026-03-03T08:30:00Z'), SAO_PAULO)).toBe('2026-03-02 22:00');
    expect(dutyPeriodOf(days, new Date('2026-03-04T01:30:00Z'), SAO_PAULO)).toBe('2026-03-03 22:00');
    expect(dutyPeriodOf(days, new Date('2026-03-03T12:00:00Z'), SAO_PAULO)).toBeUndefined();
  });
});

describe('on-call hours across a daylight-saving change (New York)', () => {
  const NEW_YORK = 'America/New_York';

  it('on the spring-forward night a night shift is on at 01:30 EST and at 03:30 EDT, one period', () => {
    const days = week({ saturday: ['22:00', '04:00'] });
    expect(dutyPeriodOf(days, new Date('2026-03-08T06:30:00Z'), NEW_YORK)).toBe('2026-03-07 22:00');
    expect(dutyPeriodOf(days, new Date('2026-03-08T07:30:00Z'), NEW_YORK)).toBe('2026-03-07 22:00');
    expect(isOnDuty(days, new Date('2026-03-08T08:30:00Z'), NEW_YORK)).toBe(false);
  });

  it('on the fall-back night both 01:30s are on duty, and 02:00 EST is off', () => {
    const days = week({ sunday: ['01:00', '02:00'] });
    expect(isOnDuty(days, new Date('2026-11-01T05:30:00Z'), NEW_YORK)).toBe(true);
    expect(isOnDuty(days, new Date('2026-11-01T06:30:00Z'), NEW_YORK)).toBe(true);
    expect(isOnDuty(days, new Date('2026-11-01T07:00:00Z'), NEW_YORK)).toBe(false);
  });
});
