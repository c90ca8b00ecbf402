import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './ApiError';
import { api } from './client';

const sentHeaders = () => {
  const calls = vi.mocked(fetch).mock.calls;
  return calls.map(([, init]) => new Headers(init?.headers));
};

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a fresh Idempotency-Key with every POST and none with other methods', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await api.post('/tags', { name: 'Urgente' }, z.unknown());
    await api.post('/tags', { name: 'Urgente' }, z.unknown());
    await api.get('/tags', z.unknown());
    await api.put('/tags/1', { name: 'Outra' }, z.unknown());
    const [first, second, get, put] = sentHeaders();
    expect(first?.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.get('idempotency-key')).not.toBe(first?.get('idempotency-key'));
    expect(get?.has('idempotency-key')).toBe(false);
    expect(put?.has('idempotency-key')).toBe(false);
  });

  it('download answers the unread file with the session token, and a refusal as the catalogue error', async () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => 'session-token' } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('xlsx bytes', { status: 200 }))
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ error: 'ERR_VALIDATION' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        ),
    );
    const file = await api.download('/ticket/reports/export');
    expect(await file.text()).toBe('xlsx bytes');
    expect(sentHeaders()[0]?.get('authorization')).toBe('Bearer session-token');
    const refused = await api.download('/ticket/reports/export?status=x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('ERR_VALIDATION');
  });
});
