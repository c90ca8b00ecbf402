import { describe, expect, it } from 'vitest';
import type { PhoneRegion, PlantaoView } from '@guiche/shared';
import {
  plantaoDialogSchema,
  plantaoHours,
  plantaoInput,
  plantaoValuesOf,
  type PlantaoFormValues,
} from './plantaoForm';

const stored: PlantaoView = {
  id: 3,
  userId: 7,
  user: { id: 7, name: 'Rita' },
  phone: '5511977770000',
  interval: 5,
  days: [
    { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '22:00', endTime: '06:00' },
    { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
    { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: null, endTime: null },
  ],
};

const issuesOf = (values: PlantaoFormValues, region: PhoneRegion = 'BR') =>
  plantaoDialogSchema(region)
    .safeParse(values)
    .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];
const withDay = (
  values: PlantaoFormValues,
  index: number,
  times: { startTime?: string; endTime?: string },
): PlantaoFormValues => ({
  ...values,
  days: values.days.map((day, at) => (at === index ? { ...day, ...times } : day)),
});

describe('on-call form', () => {
  it('starts a new entry with no user, the spec’s interval of 1 and the seven weekdays blank, Monday first', () => {
    const values = plantaoValuesOf(null, 'BR');
    expect(values).toMatchObject({ userId: '', phone: '', interval: 1 });
    expect(values.days.map((day) => day.weekdayEn)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(values.days.every((day) => day.startTime === '' && day.endTime === '')).toBe(true);
  });

  it('asks for the user, the phone and the interval, and for one day with both times, with the spec’s texts', () => {
    expect(issuesOf({ ...plantaoValuesOf(null, 'BR'), interval: '' })).toEqual([
      'userId:plantao.validation.userRequired',
      'phone:plantao.validation.phoneRequired',
      'interval:plantao.validation.intervalRequired',
      'days.root:plantao.validation.oneDay',
    ]);
  });

  it('a time without the other names the missing one on its own row; a half-typed time is invalid', () => {
    const filled = { ...plantaoValuesOf(null, 'BR'), userId: 7, phone: '(11) 97777-0000' };
    expect(issuesOf(withDay(filled, 0, { startTime: '08:00' }))).toContain(
      'days.0.endTime:plantao.validation.endRequired',
    );
    expect(issuesOf(withDay(filled, 6, { endTime: '18:00' }))).toContain(
      'days.6.startTime:plantao.validation.startRequired',
    );
    expect(issuesOf(withDay(filled, 2, { startTime: '08:0', endTime: '18:00' }))).toContain(
      'days.2.startTime:validation.invalidTime',
    );
    expect(issuesOf(withDay(filled, 2, { startTime: '08:00', endTime: '18:00' }))).toEqual([]);
  });

  it('refuses a phone that is no number of the person’s region before the server does, and sends it with its +', () => {
    const ready = withDay({ ...plantaoValuesOf(null, 'BR'), userId: 7, phone: '1234-5678' }, 0, {
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(issuesOf(ready)).toEqual(['phone:validation.invalidPhone']);
    const mexican = { ...ready, phone: '81 1234 5678' };
    expect(issuesOf(mexican, 'MX')).toEqual([]);
    expect(plantaoInput(mexican, 'MX').phone).toBe('+528112345678');
  });

  it('edits a stored entry: its days back on their weekdays, the interval as typed sent as a number', () => {
    const values = plantaoValuesOf(stored, 'BR');
    expect(values).toMatchObject({ userId: 7, phone: '(11) 97777-0000', interval: 5 });
    expect(values.days[0]).toEqual({
      weekday: 'Segunda-feira',
      weekdayEn: 'monday',
      startTime: '08:00',
      endTime: '18:00',
    });
    expect(values.days[6]).toMatchObject({ weekdayEn: 'sunday', startTime: '22:00', endTime: '06:00' });
    expect(values.days[1]).toMatchObject({ startTime: '', endTime: '' });
    const input = plantaoInput({ ...values, interval: '15' }, 'BR');
    expect(input).toMatchObject({ userId: 7, phone: '+5511977770000', interval: 15 });
    expect(input.days).toHaveLength(7);
  });

  it('lists the hours of the days with both times, Monday to Sunday', () => {
    expect(plantaoHours(stored.days)).toEqual([
      { weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
      { weekdayEn: 'sunday', startTime: '22:00', endTime: '06:00' },
    ]);
  });
});
