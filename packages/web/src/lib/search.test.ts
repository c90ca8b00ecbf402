import { describe, expect, it } from 'vitest';
import { searchTerm } from './search';

describe('searchTerm', () => {
  it('lower-cases and trims what was typed', () => {
    expect(searchTerm('  Ana SOUZA ')).toBe('ana souza');
  });

  it('searches nothing (lists everyone) below 3 characters', () => {
    expect(searchTerm('an')).toBe('');
    expect(searchTerm('  a  ')).toBe('');
    expect(searchTerm('ana')).toBe('ana');
  });
});
