import { describe, expect, it } from 'vitest';
import { nextTrail, stepsBackToList, type BackTrail, type HistoryStep } from './backTrail';

const walk = (steps: HistoryStep[], from: BackTrail = null) => steps.reduce(nextTrail, from);
const list = (key: string): HistoryStep => ({ key, type: 'PUSH', atList: true });
const push = (key: string): HistoryStep => ({ key, type: 'PUSH', atList: false });
const pop = (key: string): HistoryStep => ({ key, type: 'POP', atList: false });
const replace = (key: string): HistoryStep => ({ key, type: 'REPLACE', atList: false });

describe('the way back to the list', () => {
  it('is one step from a conversation opened from the list, more after others opened from it', () => {
    expect(stepsBackToList(walk([list('l'), push('a')]), 'a')).toBe(1);
    expect(stepsBackToList(walk([list('l'), push('a'), push('b')]), 'b')).toBe(2);
  });

  it('follows the browser back and forward within the conversations', () => {
    const trail = walk([list('l'), push('a'), push('b'), pop('a')]);
    expect(stepsBackToList(trail, 'a')).toBe(1);
    // Forward past the cut: where the list is from there is no longer known.
    expect(walk([pop('b')], trail)).toBeNull();
  });

  it('is not known for a conversation opened by its address, nor after the list’s entry was replaced', () => {
    expect(stepsBackToList(walk([{ key: 'a', type: 'POP', atList: false }]), 'a')).toBeNull();
    expect(stepsBackToList(walk([list('l'), replace('a')]), 'a')).toBeNull();
  });

  it('keeps its length when a conversation is replaced by another, and starts again at the list', () => {
    expect(stepsBackToList(walk([list('l'), push('a'), replace('b')]), 'b')).toBe(1);
    expect(walk([list('l'), push('a'), list('m')])).toEqual([]);
  });

  it('is not lengthened by the same entry seen twice', () => {
    expect(stepsBackToList(walk([list('l'), push('a'), push('a'), push('b')]), 'b')).toBe(2);
  });
});
