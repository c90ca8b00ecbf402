import argon2 from 'argon2';
import { AppError } from '../../http/app-error.js';
import { WorkLimiter, WorkQueueFullError } from '../../lib/work-limiter.js';

/**
 * argon2 runs on libuv's thread pool (4 threads by default), which token verification (WebCrypto HMAC), file reads
 * and DNS share. Unbounded, a burst of logins filled every thread and authenticated requests waited seconds behind
 * it. One hash at a time leaves the other threads free; a short queue keeps a login's wait bounded, and a login
 * beyond it is told to retry instead of piling up.
 */
const passwordWork = new WorkLimiter(1, 32);

async function limited<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(work);
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw new AppError('ERR_TOO_MANY_REQUESTS');
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, { type: argon2.argon2id }));
}

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    const decoy = await decoyHash;
    await limited(() => argon2.verify(decoy, password));
    return false;
  }
  return limited(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
