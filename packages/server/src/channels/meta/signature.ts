import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretEquals } from '../../security/secret-equals.js';
import type { WebhookResponse } from '../types.js';

const SIGNATURE_PREFIX = 'sha256=';

/** `sha256=<lowercase hex HMAC-SHA256(appSecret, rawBody)>`, the value Meta sends in `X-Hub-Signature-256`. */
export function signPayload(rawBody: Buffer | string, appSecret: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/**
 * Checks `X-Hub-Signature-256` against the exact bytes received. Meta signs the body as sent, with non-ASCII escaped
 * as `\uXXXX`, so the HMAC must run before any JSON parsing: re-serialising un-escapes and breaks it for every
 * customer who writes an accent or an emoji. Answers the first secret that matches (several Meta apps may point
 * their webhooks at one endpoint), or undefined.
 */
export function matchSignature<T extends { appSecret: string }>(
  rawBody: Buffer,
  header: string | undefined,
  candidates: readonly T[],
): T | undefined {
  if (!header?.startsWith(SIGNATURE_PREFIX)) return undefined;
  const received = Buffer.from(header.slice(SIGNATURE_PREFIX.length).trim().toLowerCase(), 'utf8');
  // Every candidate is compared (no early exit), so timing does not reveal which app, if any, matched.
  let matched: T | undefined;
  for (const candidate of candidates) {
    const expected = Buffer.from(signPayload(rawBody, candidate.appSecret).slice(SIGNATURE_PREFIX.length), 'utf8');
    if (expected.length === received.length && timingSafeEqual(expected, received) && !matched) matched = candidate;
  }
  return matched;
}

/**
 * The GET subscription handshake: `hub.mode=subscribe` and a known `hub.verify_token` are answered with the raw
 * `hub.challenge` (200, text); anything else is refused with 403 — never a 200 with an error text, which Meta would
 * take as success.
 */
export function answerHandshake(
  query: Record<string, string | undefined>,
  verifyTokens: readonly string[],
): WebhookResponse {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  const known = token !== undefined && verifyTokens.some((candidate) => secretEquals(candidate, token));
  if (query['hub.mode'] === 'subscribe' && known && challenge !== undefined) return { status: 200, body: challenge };
  return { status: 403, body: 'Forbidden' };
}
