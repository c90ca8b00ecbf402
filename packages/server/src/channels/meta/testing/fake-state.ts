import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FakeUser } from './fake-pages.js';

export const HOUR_MS = 60 * 60 * 1000;
/** Meta's media URLs stop working 5 minutes after `GET /{media-id}` handed them out. */
export const MEDIA_URL_TTL_MS = 5 * 60 * 1000;

export interface FakeAccount {
  id: string;
  kind: 'whatsapp' | 'page';
  /** A WhatsApp number's throughput level (80 or 1,000 messages/s). */
  throughput?: 'STANDARD' | 'HIGH';
  token: string;
}

/**
 * A customer's profile as the User Profile API tells it. `kind` says which API knows the id (fields of the other are
 * refused, as Graph does); absent, any field is answered (older tests that only set a picture).
 */
export interface FakeProfile {
  kind?: 'facebook' | 'instagram';
  name?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  profile_pic?: string;
}

export interface FakeMedia {
  id: string;
  owner: string;
  bytes: Buffer;
  mime: string;
  sha256: string;
}

/**
 * The fake Graph's world: accounts and their tokens, Facebook users and their Pages, a settable clock, customer service windows per
 * (account, user), stored media and profile pictures. Ids are sequential so tests are deterministic.
 */
export class FakeGraphState {
  readonly accounts = new Map<string, FakeAccount>();
  readonly media = new Map<string, FakeMedia>();
  readonly profiles = new Map<string, FakeProfile>();
  /** Profile picture files served on the fake's public CDN path (`/profile-pics/{user-id}`), no token needed. */
  readonly profilePictures = new Map<string, { bytes: Buffer; mime: string }>();
  /** Facebook users by id, for `/{user-id}/accounts`. */
  readonly users = new Map<string, FakeUser>();
  /** Subscribed webhook fields per Page, as `subscribed_apps` left them. */
  readonly subscriptions = new Map<string, string[]>();
  private readonly lastUserMessage = new Map<string, number>();
  private readonly urlKey = randomBytes(16);
  private counter = 0;
  private offsetMs = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  now(): number {
    return this.clock() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  nextId(): number {
    this.counter += 1;
    return this.counter;
  }

  /** A customer wrote: opens or refreshes the window for (account, user). */
  userMessaged(accountId: string, userId: string): void {
    this.lastUserMessage.set(`${accountId}|${userId}`, this.now());
  }

  /** Milliseconds since the user's last message, or undefined if they never wrote. */
  sinceUserMessage(accountId: string, userId: string): number | undefined {
    const at = this.lastUserMessage.get(`${accountId}|${userId}`);
    return at === undefined ? undefined : this.now() - at;
  }

  storeMedia(owner: string, bytes: Buffer, mime: string): FakeMedia {
    const media: FakeMedia = {
      id: String(1_000_000_000_000_000 + this.nextId()),
      owner,
      bytes,
      mime,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    this.media.set(media.id, media);
    return media;
  }

  /** Signs (media id, expiry) so a test cannot extend a URL by editing it. */
  mediaUrlSignature(mediaId: string, expiresAt: number): string {
    return createHmac('sha256', this.urlKey).update(`${mediaId}:${expiresAt}`).digest('hex');
  }
}
