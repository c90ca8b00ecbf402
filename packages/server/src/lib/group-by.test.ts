import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups items by their key, keeping their order within each group', () => {
    const groups = groupBy(
      [
        { c: 1, n: 'a' },
        { c: 2, n: 'b' },
        { c: 1, n: 'c' },
      ],
      (item) => item.c,
    );
    expect([...groups]).toEqual([
      [
        1,
        [
          { c: 1, n: 'a' },
          { c: 1, n: 'c' },
        ],
      ],
      [2, [{ c: 2, n: 'b' }]],
    ]);
  });
});
