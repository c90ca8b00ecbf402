import { describe, expect, it } from 'vitest';
import { isTimeOfDay, maskTime, stepTime } from './time';

describe('maskTime (##:##)', () => {
  it('inserts the colon after two digits and drops everything that is not a digit', () => {
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('8')).toBe('8');
    expect(maskTime('12')).toBe('12');
    expect(maskTime('123')).toBe('12:3');
    expect(maskTime('ab1x2:3y4')).toBe('12:34');
  });

  it('keeps at most four digits, and a deleted minute leaves the hours without a dangling colon', () => {
    expect(maskTime('23:591')).toBe('23:59');
    expect(maskTime('12:')).toBe('12');
    expect(maskTime('')).toBe('');
  });
});

describe('isTimeOfDay', () => {
  it('accepts complete 24-hour times only', () => {
    expect(['00:00', '08:30', '23:59'].every(isTimeOfDay)).toBe(true);
    expect(['24:00', '12:60', '8:30', '12:3', ''].some(isTimeOfDay)).toBe(false);
  });
});

describe('stepTime (600 s)', () => {
  it('moves to the next or previous ten-minute mark', () => {
    expect(stepTime('08:00', 1)).toBe('08:10');
    expect(stepTime('08:03', 1)).toBe('08:10');
    expect(stepTime('08:03', -1)).toBe('08:00');
    expect(stepTime('08:00', -1)).toBe('07:50');
  });

  it('wraps around midnight and starts an incomplete value at 00:00', () => {
    expect(stepTime('23:59', 1)).toBe('00:00');
    expect(stepTime('00:00', -1)).toBe('23:50');
    expect(stepTime('12:', 1)).toBe('00:00');
  });
});
