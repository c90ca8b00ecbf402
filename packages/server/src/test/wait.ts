import { pause } from './sockets.js';

/**
 * Reads until `ok` holds or `ms` have passed, and answers the last value read: the caller's expect then shows what
 * was there instead of a bare timeout.
 */
export async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await pause(50);
  }
}
