import { describe, expect, it } from 'vitest';
import { nextAudioSpeed, parseAudioSpeed } from './audioSpeed';

describe('audio speed', () => {
  it('cycles 0.5 → 1 → 1.5 → 2 → 0.5', () => {
    expect(nextAudioSpeed(0.5)).toBe(1);
    expect(nextAudioSpeed(1)).toBe(1.5);
    expect(nextAudioSpeed(1.5)).toBe(2);
    expect(nextAudioSpeed(2)).toBe(0.5);
  });

  it('reads back a stored speed, and anything else as normal speed', () => {
    expect(parseAudioSpeed('1.5')).toBe(1.5);
    expect(parseAudioSpeed(null)).toBe(1);
    expect(parseAudioSpeed('3')).toBe(1);
    expect(parseAudioSpeed('fast')).toBe(1);
  });
});
