import { describe, expect, it } from 'vitest';
import { shouldReadOnScreen } from './readOnScreen';

describe('shouldReadOnScreen', () => {
  it('reads unread messages of a chat in front of the attendant, and nothing else', () => {
    expect(shouldReadOnScreen(2, true)).toBe(true);
    expect(shouldReadOnScreen(2, false)).toBe(false);
    expect(shouldReadOnScreen(0, true)).toBe(false);
  });
});
