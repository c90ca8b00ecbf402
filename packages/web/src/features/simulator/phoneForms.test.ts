import { describe, expect, it } from 'vitest';
import { locationSchema, newContactSchema } from './phoneForms';

describe('newContactSchema', () => {
  it('keeps the digits of the number and takes 8 to 15 of them', () => {
    expect(newContactSchema.parse({ number: '+55 (11) 91234-5678', name: ' Maria ' })).toEqual({
      number: '5511912345678',
      name: 'Maria',
    });
    expect(newContactSchema.safeParse({ number: '1234567', name: '' }).error?.issues[0]?.message).toBe(
      'validation.invalidPhone',
    );
    expect(newContactSchema.safeParse({ number: '', name: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(newContactSchema.safeParse({ number: '1'.repeat(16), name: '' }).success).toBe(false);
  });
});

describe('locationSchema', () => {
  it('reads decimal coordinates, with a comma or a point', () => {
    expect(locationSchema.parse({ latitude: '-23,5505', longitude: '-46.6333' })).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
    });
  });

  it('refuses a coordinate out of range or not a number', () => {
    const result = locationSchema.safeParse({ latitude: '91', longitude: 'leste' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalidCoordinate',
      'validation.invalidCoordinate',
    ]);
    expect(locationSchema.safeParse({ latitude: '', longitude: '0' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });
});
