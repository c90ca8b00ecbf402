import { describe, expect, it } from 'vitest';
import { REDIRECT_LABELS, redirectLabelOf, redirectMinutesOf } from './queueRedirect';

describe('queue redirect options (spec 2 §9)', () => {
  it('offers 0, 5, 10, 15, 20, 25, 30 and 60 minutes, where 20 and 25 store 15', () => {
    expect(REDIRECT_LABELS).toEqual([0, 5, 10, 15, 20, 25, 30, 60]);
    expect(REDIRECT_LABELS.map(redirectMinutesOf)).toEqual([0, 5, 10, 15, 15, 15, 30, 60]);
  });

  it('shows stored minutes on the first option carrying them, and keeps a value from elsewhere as it is', () => {
    expect(redirectLabelOf(15)).toBe(15);
    expect(redirectLabelOf(60)).toBe(60);
    expect(redirectLabelOf(45)).toBe(45);
    expect(redirectMinutesOf(45)).toBe(45);
  });
});
