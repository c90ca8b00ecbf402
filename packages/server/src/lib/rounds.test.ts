import { describe, expect, it } from 'vitest';
import { inRounds } from './rounds.js';

describe('inRounds', () => {
  it('puts each key once per round, its later items in later rounds, in order', () => {
    const items = [
      { id: 1, n: 'a' },
      { id: 2, n: 'b' },
      { id: 1, n: 'c' },
      { id: 3, n: 'd' },
      { id: 1, n: 'e' },
      { id: 2, n: 'f' },
    ];
    expect(inRounds(items, (item) => item.id).map((round) => round.map((item) => item.n))).toEqual([
      ['a', 'b', 'd'],
      ['c', 'f'],
      ['e'],
    ]);
  });

  it('answers no round for no items', () => {
    expect(inRounds([], () => 1)).toEqual([]);
  });
});
