import { timingSafeEqual } from 'node:crypto';

/** Constant-time equality of two secrets or their digests (tokens, code hashes): the time tells nothing of either. */
export function secretEquals(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
