import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { api } from './client';
import { onSessionEvent, type SessionEvent } from './session';

/** A 402 on any call turns the session billing-only (spec 1 §4): the user is kept in, with the due date it carried. */
describe('an expired subscription answered mid-session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the session the due date and keeps it, without refreshing or logging out', async () => {
    const stored = new Map<string, string>([['token', 'access-token']]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    });
    const body = JSON.stringify({ error: 'ERR_SUBSCRIPTION_EXPIRED', dueDate: '2026-03-01' });
    const fetchMock = vi.fn(
      async () => new Response(body, { status: 402, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: SessionEvent[] = [];
    const stop = onSessionEvent((event) => events.push(event));
    try {
      const refusal = await api.get('/tickets', z.unknown()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(events).toEqual([{ type: 'subscriptionExpired', dueDate: '2026-03-01' }]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(stored.get('token')).toBe('access-token');
      expect(stored.get('companyDueDate')).toBe('2026-03-01');
    } finally {
      stop();
    }
  });
});
