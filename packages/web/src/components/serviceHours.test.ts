import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, WEEKDAYS_EN, type ServiceHours } from '@guiche/shared';
import { completeWeek, isCompleteWeek, withTime } from './serviceHours';

const friday: ServiceHours = {
  weekday: 'Sexta-feira',
  weekdayEn: 'friday',
  startTimeA: '09:00',
  endTimeA: '11:00',
  startTimeB: '14:00',
  endTimeB: '17:00',
};

describe('completeWeek', () => {
  it('orders the week from Monday and fills missing days with the defaults', () => {
    const week = completeWeek([friday]);
    expect(week.map((day) => day.weekdayEn)).toEqual([...WEEKDAYS_EN]);
    expect(week[4]).toEqual(friday);
    expect(week[0]).toEqual(DEFAULT_SERVICE_HOURS[0]);
  });

  it('gives the default week for an empty list', () => {
    expect(completeWeek([])).toEqual(DEFAULT_SERVICE_HOURS);
  });
});

describe('withTime and isCompleteWeek', () => {
  it('replaces one time of one day only, and a half-typed time blocks saving', () => {
    const edited = withTime(DEFAULT_SERVICE_HOURS, 'tuesday', 'endTimeB', '19:3');
    expect(edited[1]?.endTimeB).toBe('19:3');
    expect(edited[0]).toBe(DEFAULT_SERVICE_HOURS[0]);
    expect(isCompleteWeek(edited)).toBe(false);
    expect(isCompleteWeek(withTime(edited, 'tuesday', 'endTimeB', '19:30'))).toBe(true);
  });
});
