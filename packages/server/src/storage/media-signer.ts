import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { parseStorageKey } from './tenant-storage.js';

/** What a signed media URL carries besides the key: its expiry (unix seconds) and the signature (base64url). */
export interface MediaGrant {
  expires: number;
  signature: string;
}

/** A link stays usable for at least this long: a page left open through a long shift keeps its pictures. */
export const MEDIA_LINK_LIFETIME_SECONDS = 6 * 60 * 60;
/**
 * Expiries are rounded up to the next boundary of this size, so every presentation of one file within the hour
 * answers the same URL: browsers serve it from their cache, and a list refetched or an event re-rendered does not
 * change an <img src> (no reload, no flicker). A link therefore lives between 6 and 7 hours.
 */
export const MEDIA_LINK_BUCKET_SECONDS = 60 * 60;

const SIGNATURE_BYTES = 32;
/** HKDF label: the media key is derived from the server secret for this one purpose, never the secret itself. */
const KEY_PURPOSE = 'guiche/media-links/v1';

/**
 * Signs and checks short-lived links to stored files: HMAC-SHA256 over (company, storage key, expiry). The
 * company is read from the key itself (company-{id}/...), so a link opens one file of one tenant and nothing else;
 * changing the key, its company or the expiry breaks the signature.
 */
export class MediaSigner {
  private readonly secret: Buffer;

  constructor(
    serverSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.secret = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_PURPOSE, SIGNATURE_BYTES));
  }

  /** A grant for one of our keys; undefined for anything else (a remote URL is never signed). */
  sign(key: string): MediaGrant | undefined {
    const stored = parseStorageKey(key);
    if (!stored) return undefined;
    const latest = this.nowSeconds() + MEDIA_LINK_LIFETIME_SECONDS;
    const expires = Math.ceil(latest / MEDIA_LINK_BUCKET_SECONDS) * MEDIA_LINK_BUCKET_SECONDS;
    return { expires, signature: this.mac(stored.companyId, key, expires).toString('base64url') };
  }

  /**
   * True when the grant was made here for this key and is still running. An expiry off the bucket grid or further
   * ahead than a fresh grant's is refused too: no link outlives the lifetime, whatever the clock it was made with.
   */
  verify(key: string, grant: MediaGrant): boolean {
    const stored = parseStorageKey(key);
    if (!stored || !Number.isSafeInteger(grant.expires) || grant.expires % MEDIA_LINK_BUCKET_SECONDS !== 0)
      return false;
    const now = this.nowSeconds();
    if (grant.expires <= now || grant.expires > now + MEDIA_LINK_LIFETIME_SECONDS + MEDIA_LINK_BUCKET_SECONDS)
      return false;
    const given = Buffer.from(grant.signature, 'base64url');
    const expected = this.mac(stored.companyId, key, grant.expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** How long a grant still runs, for the cache lifetime of what it opens. */
  secondsLeft(grant: MediaGrant): number {
    return Math.max(0, grant.expires - this.nowSeconds());
  }

  private mac(companyId: number, key: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${companyId}\n${key}\n${expires}`).digest();
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}
