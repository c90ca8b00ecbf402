import { describe, expect, it } from 'vitest';
import { randomKey } from './randomKey';

describe('randomKey', () => {
  it('is 32 hex characters and differs each time', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
