import { describe, expect, it } from 'vitest';
import { neighbourIndex } from './ticketNavigation';

const list = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }];

describe('neighbourIndex', () => {
  it('moves to the next and the previous ticket of the list', () => {
    expect(neighbourIndex(list, 'b', 1)).toBe(2);
    expect(neighbourIndex(list, 'b', -1)).toBe(0);
  });

  it('starts at the first ticket when none of the list is open, whichever the direction', () => {
    expect(neighbourIndex(list, undefined, 1)).toBe(0);
    expect(neighbourIndex(list, 'elsewhere', -1)).toBe(0);
  });

  it('stops at either end instead of wrapping', () => {
    expect(neighbourIndex(list, 'c', 1)).toBeNull();
    expect(neighbourIndex(list, 'a', -1)).toBeNull();
  });

  it('goes nowhere in an empty list', () => {
    expect(neighbourIndex([], undefined, 1)).toBeNull();
  });
});
