import type { MediaSigner } from './media-signer.js';
import { parseStorageKey, type StorageArea } from './tenant-storage.js';

/**
 * The fields of the shared views that hold a stored file, and the area such a file is stored in. Presenters and
 * services keep storage keys in them; the keys become signed URLs only as an answer or an event leaves the server
 * (media-link-hooks.ts), for the reader it is addressed to. A new view field holding a storage key belongs here.
 */
const MEDIA_FIELDS: ReadonlyMap<string, readonly StorageArea[]> = new Map<string, readonly StorageArea[]>([
  ['mediaUrl', ['messages']],
  // The simulator's phone (GET /simulator/{id}/chats/{number}/messages) names its messages' files this way.
  ['mediaKey', ['messages']],
  // A user's avatar; its bare file name goes in `profileImage` (user-avatars.ts).
  ['profileImageUrl', ['users']],
  // Quick messages' files, the internal chat's (spec 1 §3 names both mediaPath) and announcements' images.
  ['mediaPath', ['quick-messages', 'internal-chat', 'announcements', 'campaigns']],
  ['greetingMediaAttachment', ['connections']],
  // File lists' files (spec 3 /files names each option's file `file`).
  ['file', ['files']],
  // Contact pictures are the channel's own (remote) address today, and those stay as they are; a copy kept by
  // this server would live under `chats`.
  ['profilePicUrl', ['chats']],
  ['urlPicture', ['chats']],
]);

/**
 * The one rule for where signed links point: PUBLIC_URL when set, else the origin the reader's own request came to
 * (an HTTP request, or the handshake that opened a socket: media-link-hooks.ts), else '' (root-relative).
 */
export function mediaBase(publicUrl: string | undefined, requestOrigin: string | undefined): string {
  return publicUrl ?? requestOrigin ?? '';
}

/** Signed URLs for one audience, on the base mediaBase() chose for it. */
export class MediaLinks {
  constructor(
    private readonly signer: MediaSigner,
    private readonly base: string,
  ) {}

  /** `{base}/api/media/{key}?expires={unix}&signature={base64url}`; undefined when `key` is not one of ours. */
  private url(key: string): string | undefined {
    const grant = this.signer.sign(key);
    if (!grant) return undefined;
    // A key is [a-z0-9-/.] only (tenant-storage.ts), so it goes into the path as it is.
    return `${this.base}/api/media/${key}?expires=${grant.expires}&signature=${grant.signature}`;
  }

  /**
   * A JSON.stringify replacer turning the storage keys of media fields into signed URLs. Remote URLs stay as they
   * are. A key found in a field of another area is a presenter's mistake, and is dropped rather than signed.
   */
  readonly replacer = (name: string, value: unknown): unknown => {
    const areas = MEDIA_FIELDS.get(name);
    if (areas === undefined || typeof value !== 'string') return value;
    const stored = parseStorageKey(value);
    if (!stored) return value;
    return areas.includes(stored.area) ? (this.url(value) ?? null) : null;
  };
}
