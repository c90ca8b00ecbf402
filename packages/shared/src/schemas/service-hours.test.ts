import { describe, expect, it } from 'vitest';
import { updateCompanySchedulesSchema } from './company.js';
import { updateConnectionSchema } from './connection.js';
import {
  DEFAULT_SERVICE_HOURS,
  isClosedDay,
  openShifts,
  queueUpdateSchema,
  serviceHoursListSchema,
  halfShiftIssues,
  type ServiceHours,
} from './queue.js';

const monday = DEFAULT_SERVICE_HOURS[0] as ServiceHours;
const times = (a: [string, string], b: [string, string]) => ({
  startTimeA: a[0],
  endTimeA: a[1],
  startTimeB: b[0],
  endTimeB: b[1],
});
const issuesOf = (day: object) => serviceHoursListSchema.safeParse([{ ...monday, ...day }]).error?.issues ?? [];

describe('service hours as written', () => {
  it('takes a blank day as closed and a blank second shift as one shift', () => {
    const week = [
      { ...monday, ...times(['', ''], ['', '']) },
      { ...(DEFAULT_SERVICE_HOURS[1] as ServiceHours), ...times(['09:00', '12:00'], ['', '']) },
    ];
    expect(serviceHoursListSchema.parse(week)).toEqual(week);
  });

  it('reads null and left-out times as blank, as spec clients send them', () => {
    const sent = { weekday: monday.weekday, weekdayEn: monday.weekdayEn, startTimeA: null, endTimeA: null };
    expect(serviceHoursListSchema.parse([sent])).toEqual([{ ...monday, ...times(['', ''], ['', '']) }]);
  });

  it('keeps 00:00 in all four times, the closed day existing hours hold', () => {
    const closed = { ...monday, ...times(['00:00', '00:00'], ['00:00', '00:00']) };
    expect(serviceHoursListSchema.parse([closed])).toEqual([closed]);
  });

  it('refuses a half-filled shift on the missing time', () => {
    expect(issuesOf(times(['09:00', ''], ['', '']))).toMatchObject([
      { path: [0, 'endTimeA'], message: 'validation.shiftEndRequired' },
    ]);
    expect(issuesOf(times(['09:00', '12:00'], ['', '18:00']))).toMatchObject([
      { path: [0, 'startTimeB'], message: 'validation.shiftStartRequired' },
    ]);
  });

  it('keeps an end not after its start, which opens nothing, as hours saved before may hold it', () => {
    expect(issuesOf(times(['18:00', '00:00'], ['', '']))).toEqual([]);
  });

  it('says only that a malformed time is malformed', () => {
    expect(issuesOf(times(['8h', ''], ['', '']))).toMatchObject([
      { path: [0, 'startTimeA'], message: 'validation.invalidTime' },
    ]);
  });

  it('holds for the company, queue and connection bodies alike', () => {
    const schedules = [{ ...monday, ...times(['', ''], ['', '']) }];
    const half = [{ ...monday, ...times(['09:00', ''], ['', '']) }];
    expect(updateCompanySchedulesSchema.safeParse({ schedules }).success).toBe(true);
    expect(queueUpdateSchema.safeParse({ schedules }).success).toBe(true);
    expect(updateConnectionSchema.safeParse({ schedules }).success).toBe(true);
    expect(updateCompanySchedulesSchema.safeParse({ schedules: half }).success).toBe(false);
    expect(queueUpdateSchema.safeParse({ schedules: half }).success).toBe(false);
    expect(updateConnectionSchema.safeParse({ schedules: half }).success).toBe(false);
  });
});

describe('reading a day', () => {
  it('opens the shifts with both times and the end after the start', () => {
    expect(openShifts(times(['08:00', '12:00'], ['13:00', '18:00']))).toEqual([
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ]);
    expect(openShifts(times(['08:00', '12:00'], ['', '']))).toEqual([['08:00', '12:00']]);
    expect(openShifts(times(['00:00', '00:00'], ['20:00', '02:00']))).toEqual([]);
  });

  it('calls a day closed when neither shift has hours, in either spelling', () => {
    expect(isClosedDay(times(['', ''], ['', '']))).toBe(true);
    expect(isClosedDay(times(['00:00', '00:00'], ['', '']))).toBe(true);
    expect(isClosedDay(times(['', ''], ['13:00', '18:00']))).toBe(false);
  });

  it('finds nothing half-filled in a blank or a 00:00 shift', () => {
    expect(halfShiftIssues(times(['', ''], ['00:00', '00:00']))).toEqual([]);
  });
});
