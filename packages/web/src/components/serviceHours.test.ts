import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SERVICE_HOURS, WEEKDAYS_EN, type ServiceHours } from '@guiche/shared';
import { completeWeek, dayErrors, isValidWeek, refineShiftOrder, withDayClosed, withTime } from './serviceHours';

const friday: ServiceHours = {
  weekday: 'Sexta-feira',
  weekdayEn: 'friday',
  startTimeA: '09:00',
  endTimeA: '11:00',
  startTimeB: '14:00',
  endTimeB: '17:00',
};
const times = (a: [string, string], b: [string, string]) => ({
  ...friday,
  startTimeA: a[0],
  endTimeA: a[1],
  startTimeB: b[0],
  endTimeB: b[1],
});

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

  it('opens a shift that opens nothing blank: 00:00–00:00, as closed days were saved, or an end before its start', () => {
    const week = completeWeek([times(['00:00', '00:00'], ['00:00', '00:00'])]);
    expect(week[4]).toEqual(times(['', ''], ['', '']));
    expect(completeWeek([times(['09:00', '12:00'], ['18:00', '00:00'])])[4]).toEqual(
      times(['09:00', '12:00'], ['', '']),
    );
  });
});

describe('dayErrors and isValidWeek', () => {
  it('replaces one time of one day only, and a half-typed time blocks saving', () => {
    const edited = withTime(DEFAULT_SERVICE_HOURS, 'tuesday', 'endTimeB', '19:3');
    expect(edited[1]?.endTimeB).toBe('19:3');
    expect(edited[0]).toBe(DEFAULT_SERVICE_HOURS[0]);
    expect(dayErrors(edited[1] as ServiceHours)).toEqual({ endTimeB: 'validation.invalidTime' });
    expect(isValidWeek(edited)).toBe(false);
    expect(isValidWeek(withTime(edited, 'tuesday', 'endTimeB', '19:30'))).toBe(true);
  });

  it('takes a blank day as closed and a blank second shift as one shift', () => {
    expect(dayErrors(times(['', ''], ['', '']))).toEqual({});
    expect(dayErrors(times(['09:00', '12:00'], ['', '']))).toEqual({});
    expect(dayErrors(times(['00:00', '00:00'], ['00:00', '00:00']))).toEqual({});
    expect(
      isValidWeek([times(['', ''], ['', '']), { ...times(['08:00', '12:00'], ['', '']), weekdayEn: 'monday' }]),
    ).toBe(true);
  });

  it('marks the missing time of a half-filled shift', () => {
    expect(dayErrors(times(['09:00', ''], ['', '']))).toEqual({ endTimeA: 'validation.shiftEndRequired' });
    expect(dayErrors(times(['09:00', '12:00'], ['', '18:00']))).toEqual({
      startTimeB: 'validation.shiftStartRequired',
    });
    expect(isValidWeek([times(['09:00', ''], ['', ''])])).toBe(false);
  });

  it('marks an end not after its start on the end', () => {
    expect(dayErrors(times(['12:00', '09:00'], ['', '']))).toEqual({ endTimeA: 'validation.shiftEndBeforeStart' });
    expect(dayErrors(times(['09:00', '12:00'], ['14:00', '14:00']))).toEqual({
      endTimeB: 'validation.shiftEndBeforeStart',
    });
  });
});

describe('withDayClosed', () => {
  it('blanks a day, and reopens it with the default hours', () => {
    const closed = withDayClosed(DEFAULT_SERVICE_HOURS, 'sunday', true);
    expect(closed[6]).toEqual({
      ...DEFAULT_SERVICE_HOURS[6],
      startTimeA: '',
      endTimeA: '',
      startTimeB: '',
      endTimeB: '',
    });
    expect(closed[0]).toBe(DEFAULT_SERVICE_HOURS[0]);
    expect(withDayClosed(closed, 'sunday', false)[6]).toEqual(DEFAULT_SERVICE_HOURS[6]);
  });
});

describe('refineShiftOrder', () => {
  it("adds the editor's rule to a form schema, under schedules", () => {
    const form = z
      .object({ schedules: z.array(z.custom<ServiceHours>()) })
      .superRefine((values, context) => refineShiftOrder(values.schedules, context));
    expect(form.safeParse({ schedules: [friday, times(['12:00', '09:00'], ['', ''])] }).error?.issues).toMatchObject([
      { path: ['schedules', 1, 'endTimeA'], message: 'validation.shiftEndBeforeStart' },
    ]);
    expect(form.safeParse({ schedules: [times(['', ''], ['', ''])] }).success).toBe(true);
  });
});
