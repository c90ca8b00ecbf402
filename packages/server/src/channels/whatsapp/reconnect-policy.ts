import { DisconnectReason } from 'baileys';

/**
 * What to do when the socket closed:
 * - `restart`: 515, expected right after a QR or pairing code is accepted; a new socket with the same auth at once.
 * - `logged_out`: 401, the device was removed; the stored session is worthless, a new QR is needed.
 * - `forbidden`: 403, the number is banned or blocked; retrying does not help.
 * - `replaced`: 440, another socket opened with these credentials. Never reconnect on our own: two holders
 *   reconnecting would evict each other forever while corrupting the shared Signal keys.
 * - `reconnect`: anything else (408 lost/timed out, 428 closed, 500 bad session, 503, unknown) after a backoff.
 */
export type CloseAction = 'restart' | 'logged_out' | 'forbidden' | 'replaced' | 'reconnect';

export function closeAction(statusCode: number | undefined): CloseAction {
  switch (statusCode) {
    case DisconnectReason.restartRequired:
      return 'restart';
    case DisconnectReason.loggedOut:
      return 'logged_out';
    case DisconnectReason.forbidden:
      return 'forbidden';
    case DisconnectReason.connectionReplaced:
      return 'replaced';
    default:
      return 'reconnect';
  }
}

/** The HTTP-like status Baileys puts on its Boom errors (`error.output.statusCode`). */
export function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('output' in error)) return undefined;
  const { output } = error;
  if (typeof output !== 'object' || output === null || !('statusCode' in output)) return undefined;
  return typeof output.statusCode === 'number' ? output.statusCode : undefined;
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** In [0, 1); injected so tests are deterministic. */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000, random: Math.random };

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so many connections dropped by
 * the same outage do not all come back in the same instant, yet none retries too eagerly.
 */
export function backoffDelay(attempt: number, { baseMs, maxMs, random }: BackoffOptions): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}
