import { describe, expect, it } from 'vitest';
import { backoffDelay, closeAction, DEFAULT_BACKOFF, statusCodeOf } from './reconnect-policy.js';
import { disconnectError } from './testing/fake-socket.js';

describe('reconnect policy', () => {
  it('maps DisconnectReason codes to actions', () => {
    expect([515, 401, 403, 440, 408, 428, 500, 503, 411, undefined].map(closeAction)).toEqual([
      'restart',
      'logged_out',
      'forbidden',
      'replaced',
      'reconnect',
      'reconnect',
      'reconnect',
      'reconnect',
      'reconnect',
      'reconnect',
    ]);
  });

  it('reads the status code of Boom-like errors only', () => {
    expect(statusCodeOf(disconnectError(515))).toBe(515);
    expect(statusCodeOf(new Error('plain'))).toBeUndefined();
    expect(statusCodeOf(undefined)).toBeUndefined();
    expect(statusCodeOf({ output: { statusCode: '401' } })).toBeUndefined();
  });

  it('doubles from the base, keeps half of each step fixed, and caps at about a minute', () => {
    const low = { ...DEFAULT_BACKOFF, random: () => 0 };
    const high = { ...DEFAULT_BACKOFF, random: () => 0.999_999 };
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, low))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(backoffDelay(2, high)).toBe(4_000);
    expect(backoffDelay(10, high)).toBe(60_000);
    expect(backoffDelay(1_000, low)).toBe(30_000);
  });
});
