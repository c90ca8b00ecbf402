import { describe, expect, it } from 'vitest';
import { maskPhoneNumber } from './lgpd.js';

describe('maskPhoneNumber', () => {
  it('hides the four characters before the last four', () => {
    expect(maskPhoneNumber('551199994321')).toBe('5511••••4321');
    expect(maskPhoneNumber('5511999994321')).toBe('55119••••4321');
  });

  it('keeps only the last four of short numbers, and hides all of a very short one', () => {
    expect(maskPhoneNumber('12345678')).toBe('••••5678');
    expect(maskPhoneNumber('123456')).toBe('••3456');
    expect(maskPhoneNumber('123')).toBe('•••');
  });

  it('leaves a missing number missing', () => {
    expect(maskPhoneNumber(null)).toBeNull();
  });
});
