import { describe, expect, it } from 'vitest';
import { isNearBottom, isNearTop, keptScrollTop } from './scrollAnchor';

describe('loading older messages', () => {
  it('triggers within 50 px of the top', () => {
    expect(isNearTop(0)).toBe(true);
    expect(isNearTop(50)).toBe(true);
    expect(isNearTop(51)).toBe(false);
  });

  it('keeps the same message in view when older ones are added above', () => {
    expect(keptScrollTop({ scrollTop: 20, scrollHeight: 2000 }, 3200)).toBe(1220);
  });

  it('stays put when nothing was added', () => {
    expect(keptScrollTop({ scrollTop: 20, scrollHeight: 2000 }, 2000)).toBe(20);
  });

  it('never scrolls above the top', () => {
    expect(keptScrollTop({ scrollTop: 0, scrollHeight: 2000 }, 1500)).toBe(0);
  });
});

describe('following new messages', () => {
  it('counts as at the bottom within 120 px of the end', () => {
    expect(isNearBottom({ scrollTop: 880, scrollHeight: 1500, clientHeight: 500 })).toBe(true);
    expect(isNearBottom({ scrollTop: 500, scrollHeight: 1500, clientHeight: 500 })).toBe(false);
  });
});
