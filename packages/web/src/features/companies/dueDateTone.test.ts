import { describe, expect, it } from 'vitest';
import { dueDateTone } from './dueDateTone';

const now = new Date('2026-03-10T12:00:00Z');

describe('dueDateTone', () => {
  it('is red on the due day and after, yellow 1 to 5 days before, plain otherwise', () => {
    expect(dueDateTone('2026-03-09', now)).toBe('overdue');
    expect(dueDateTone('2026-03-10', now)).toBe('overdue');
    expect(dueDateTone('2026-03-11', now)).toBe('soon');
    expect(dueDateTone('2026-03-15', now)).toBe('soon');
    expect(dueDateTone('2026-03-16', now)).toBe('fine');
    expect(dueDateTone(null, now)).toBe('fine');
  });
});
