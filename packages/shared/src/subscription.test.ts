import { describe, expect, it } from 'vitest';
import { daysUntilDue, isSubscriptionExpired } from './subscription.js';

const now = new Date('2026-11-22T15:00:00Z');

describe('subscription', () => {
  it('counts whole calendar days to the due date', () => {
    expect(daysUntilDue('2026-11-22', now)).toBe(0);
    expect(daysUntilDue('2026-11-25', now)).toBe(3);
    expect(daysUntilDue('2026-11-21', now)).toBe(-1);
    expect(daysUntilDue(null, now)).toBeNull();
  });

  it('expires the day after the due date, never for company 1', () => {
    expect(isSubscriptionExpired(2, '2026-11-22', now)).toBe(false);
    expect(isSubscriptionExpired(2, '2026-11-21', now)).toBe(true);
    expect(isSubscriptionExpired(1, '2000-01-01', now)).toBe(false);
    expect(isSubscriptionExpired(2, null, now)).toBe(false);
  });
});
