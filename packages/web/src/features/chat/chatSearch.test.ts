import { describe, expect, it } from 'vitest';
import { excerptParts, steppedHit } from './chatSearch';

describe('chat search', () => {
  it('cuts an excerpt into plain and marked parts, whatever ranges it is given', () => {
    expect(
      excerptParts('Olá JOÃO, o joao', [
        [4, 8],
        [12, 16],
      ]),
    ).toEqual([
      { text: 'Olá ', marked: false },
      { text: 'JOÃO', marked: true },
      { text: ', o ', marked: false },
      { text: 'joao', marked: true },
    ]);
    // Out of order, overlapping and past the end: the text still shows whole, once.
    const parts = excerptParts('abcdef', [
      [4, 99],
      [1, 3],
      [2, 5],
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('abcdef');
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['bc', 'de', 'f']);
    expect(excerptParts('texto', [])).toEqual([{ text: 'texto', marked: false }]);
  });

  it('moves between hits with the arrows, within the list', () => {
    expect(steppedHit(null, 3, 1)).toBe(0);
    expect(steppedHit(null, 3, -1)).toBe(2);
    expect(steppedHit(0, 3, 1)).toBe(1);
    expect(steppedHit(2, 3, 1)).toBe(2);
    expect(steppedHit(0, 3, -1)).toBe(0);
    expect(steppedHit(null, 0, 1)).toBeNull();
  });
});
