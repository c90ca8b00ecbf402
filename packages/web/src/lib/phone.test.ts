import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('shows numbers of the language’s region in national form: Brazilian mobile and landline in Portuguese', () => {
    expect(formatPhoneNumber('5511912345678', 'pt-BR')).toBe('(11) 91234-5678');
    expect(formatPhoneNumber('551133334444', 'pt-BR')).toBe('(11) 3333-4444');
    expect(formatPhoneNumber('528112345678', 'es')).toBe('81 1234 5678');
  });

  it('shows other numbers in international form, and anything else as it is', () => {
    expect(formatPhoneNumber('14155550123', 'pt-BR')).toBe('+1 415 555 0123');
    expect(formatPhoneNumber('5511912345678', 'es')).toBe('+55 11 91234 5678');
    expect(formatPhoneNumber('grupo-123', 'pt-BR')).toBe('grupo-123');
    expect(formatPhoneNumber('55119••••4321', 'pt-BR')).toBe('55119••••4321');
  });
});
