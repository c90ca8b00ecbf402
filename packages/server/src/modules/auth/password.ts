import argon2 from 'argon2';
import { DEFAULT_RATE_LIMIT } from '../../config.js';
import { HashingPool } from './hashing-pool.js';

/**
 * argon2 runs on libuv's thread pool, which token verification (WebCrypto HMAC), file reads and DNS share, and each
 * hash then takes 4 threads of its own (its parallelism): unbounded, a burst of logins took every core and
 * authenticated requests waited seconds behind it. Hashes run one at a time and, sustained, a fifth of the time (see
 * HashingPool), so that readers keep their throughput under a stream of wrong passwords; three seconds' worth may run
 * back to back, so that an ordinary handful of logins never waits. The short queue bounds a login's wait; a login
 * beyond it is told to retry instead of piling up.
 */
const poolOf = (share: number) => new HashingPool({ maxWaiting: 8, share, burstMs: 3000 });
let passwordWork = poolOf(DEFAULT_RATE_LIMIT.passwordHashingShare);

/** Sets the sustained share at start (RateLimitConfig): a test suite logs in far more often than people do. */
export function limitPasswordHashing(share: number): void {
  passwordWork = poolOf(share);
}

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    const decoy = await decoyHash;
    await passwordWork.run(() => argon2.verify(decoy, password));
    return false;
  }
  return passwordWork.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
