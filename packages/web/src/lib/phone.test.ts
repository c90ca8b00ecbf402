import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('groups Brazilian mobile and landline numbers', () => {
    expect(formatPhoneNumber('5511912345678')).toBe('+55 11 91234-5678');
    expect(formatPhoneNumber('551133334444')).toBe('+55 11 3333-4444');
  });

  it('shows other numbers with a plus, and anything else as it is', () => {
    expect(formatPhoneNumber('14155550123')).toBe('+14155550123');
    expect(formatPhoneNumber('grupo-123')).toBe('grupo-123');
  });
});
