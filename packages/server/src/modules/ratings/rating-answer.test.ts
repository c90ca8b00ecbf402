import { describe, expect, it } from 'vitest';
import { parseRating } from './rating-answer.js';

describe('parseRating', () => {
  it('takes a whole number from 0 to 10, trimmed', () => {
    expect(['0', '9', ' 10 ', '\n7\n', '05'].map(parseRating)).toEqual([0, 9, 10, 7, 5]);
  });

  it('refuses anything else', () => {
    expect(['', '11', '-1', '9.5', '9,5', 'nove', '9 estrelas', '100', '1 0'].map(parseRating)).toEqual(
      Array(9).fill(undefined),
    );
  });
});
