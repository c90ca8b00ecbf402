import { describe, expect, it } from 'vitest';
import { isNearBottom } from './scroll';

describe('isNearBottom (100 px)', () => {
  it('is true within 100 px of the end and false further up', () => {
    expect(isNearBottom({ scrollTop: 1400, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 1399, scrollHeight: 2000, clientHeight: 500 })).toBe(false);
  });

  it('is true for a box too short to scroll, so a short first page still asks for the next one', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 400, clientHeight: 500 })).toBe(true);
  });
});
