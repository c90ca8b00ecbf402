import { describe, expect, it } from 'vitest';
import { MEDIA_LINK_BUCKET_SECONDS, MEDIA_LINK_LIFETIME_SECONDS, MediaSigner } from './media-signer.js';

const KEY = 'company-7/messages/0b6f8f0e-3c4d-4a8e-9b1f-2a3b4c5d6e7f.png';
const OTHER_TENANT_KEY = 'company-8/messages/0b6f8f0e-3c4d-4a8e-9b1f-2a3b4c5d6e7f.png';
const SECRET = 'a-test-secret-of-enough-length-0123456789';
const START = new Date('2026-03-10T10:20:00Z');

const at = (date: Date) => new MediaSigner(SECRET, () => date);
const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('MediaSigner', () => {
  it('grants a link that verifies until its expiry, rounded up to the next bucket past the lifetime', () => {
    const grant = at(START).sign(KEY);
    if (!grant) throw new Error('no grant');
    expect(grant.expires % MEDIA_LINK_BUCKET_SECONDS).toBe(0);
    const lifetime = grant.expires - START.getTime() / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(MEDIA_LINK_LIFETIME_SECONDS);
    expect(lifetime).toBeLessThan(MEDIA_LINK_LIFETIME_SECONDS + MEDIA_LINK_BUCKET_SECONDS);
    expect(grant.signature).toMatch(/^[\w-]{43}$/);
    expect(at(START).verify(KEY, grant)).toBe(true);
    expect(at(later(lifetime - 1)).verify(KEY, grant)).toBe(true);
  });

  it('answers the same link for one file all through a bucket, a new one in the next', () => {
    const first = at(START).sign(KEY);
    expect(at(later(60)).sign(KEY)).toEqual(first);
    expect(at(later(MEDIA_LINK_BUCKET_SECONDS)).sign(KEY)).not.toEqual(first);
  });

  it('refuses an expired link', () => {
    const grant = at(START).sign(KEY);
    if (!grant) throw new Error('no grant');
    const lifetime = grant.expires - START.getTime() / 1000;
    expect(at(later(lifetime)).verify(KEY, grant)).toBe(false);
  });

  it('refuses a tampered signature', () => {
    const grant = at(START).sign(KEY);
    if (!grant) throw new Error('no grant');
    const flipped = `${grant.signature.startsWith('A') ? 'B' : 'A'}${grant.signature.slice(1)}`;
    expect(at(START).verify(KEY, { ...grant, signature: flipped })).toBe(false);
    expect(at(START).verify(KEY, { ...grant, signature: grant.signature.slice(0, 20) })).toBe(false);
    expect(at(START).verify(KEY, { ...grant, signature: '' })).toBe(false);
  });

  it('refuses the grant for another key, or for the same file name in another company', () => {
    const grant = at(START).sign(KEY);
    if (!grant) throw new Error('no grant');
    expect(at(START).verify(OTHER_TENANT_KEY, grant)).toBe(false);
    expect(at(START).verify(KEY.replace('.png', '.jpg'), grant)).toBe(false);
    expect(at(START).verify('company-7/../../jwt-secret', grant)).toBe(false);
  });

  it('refuses an expiry moved to another bucket, off the grid, or further ahead than any fresh grant', () => {
    const grant = at(START).sign(KEY);
    if (!grant) throw new Error('no grant');
    expect(at(START).verify(KEY, { ...grant, expires: grant.expires + MEDIA_LINK_BUCKET_SECONDS })).toBe(false);
    expect(at(START).verify(KEY, { ...grant, expires: grant.expires - 1 })).toBe(false);
    // A grant made by a clock a day ahead is properly signed, but lives too long for this one.
    const fromTheFuture = at(later(24 * 60 * 60)).sign(KEY);
    if (!fromTheFuture) throw new Error('no grant');
    expect(at(START).verify(KEY, fromTheFuture)).toBe(false);
  });

  it('refuses a grant signed with another server secret', () => {
    const grant = new MediaSigner('another-secret-entirely-0123456789abcdef', () => START).sign(KEY);
    if (!grant) throw new Error('no grant');
    expect(at(START).verify(KEY, grant)).toBe(false);
  });

  it('signs only our storage keys', () => {
    expect(at(START).sign('https://pps.whatsapp.net/v/t61/photo.jpg')).toBeUndefined();
    expect(at(START).sign('company-7/elsewhere/0b6f8f0e-3c4d-4a8e-9b1f-2a3b4c5d6e7f.png')).toBeUndefined();
  });
});
