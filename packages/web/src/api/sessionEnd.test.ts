import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionUser } from '../test/sessionUser';
import { api } from './client';
import { endSession, refreshSession, storeSession } from './session';

/**
 * Issue 41: a session replaced by a login on another device ends with a note for the login page (sessionStorage,
 * which outlives the reload); one that merely ended, or that the user logged out of, leaves none.
 */
const local = new Map<string, string>();
const tab = new Map<string, string>();
const storage = (values: Map<string, string>) => ({
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => values.set(key, value),
  removeItem: (key: string) => values.delete(key),
});

function answering(status: number, error: string) {
  const body = JSON.stringify({ error });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

describe('why a session ended', () => {
  beforeEach(() => {
    local.clear();
    tab.clear();
    local.set('token', 'access-token');
    vi.stubGlobal('window', { localStorage: storage(local), sessionStorage: storage(tab) });
    // No Web Locks: the refresh runs at once.
    vi.stubGlobal('navigator', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is noted when a call is answered ERR_SESSION_REPLACED, and the session ends', async () => {
    answering(401, 'ERR_SESSION_REPLACED');
    await expect(api.get('/tickets', z.unknown())).rejects.toMatchObject({ code: 'ERR_SESSION_REPLACED' });
    expect(tab.get('sessionEnd')).toBe('replaced');
    expect(local.has('token')).toBe(false);
  });

  it('is noted when the refresh is answered ERR_SESSION_REPLACED (the device slept through it)', async () => {
    answering(401, 'ERR_SESSION_REPLACED');
    await expect(refreshSession()).rejects.toMatchObject({ code: 'ERR_SESSION_REPLACED' });
    expect(tab.get('sessionEnd')).toBe('replaced');
    expect(local.has('token')).toBe(false);
  });

  it('is not noted for an expired or revoked session, nor for a logout', async () => {
    answering(401, 'ERR_SESSION_EXPIRED');
    await expect(refreshSession()).rejects.toMatchObject({ code: 'ERR_SESSION_EXPIRED' });
    await expect(api.get('/tickets', z.unknown())).rejects.toMatchObject({ code: 'ERR_SESSION_EXPIRED' });
    endSession();
    expect(tab.has('sessionEnd')).toBe(false);
  });

  it('is cleared once a session is stored again', () => {
    endSession('replaced');
    expect(tab.get('sessionEnd')).toBe('replaced');
    storeSession({ token: 'new-token', publicToken: 'new-public-token', user: sessionUser() });
    expect(tab.has('sessionEnd')).toBe(false);
    expect(local.get('token')).toBe('new-token');
  });
});
