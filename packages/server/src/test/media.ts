import { parseStorageKey } from '../storage/tenant-storage.js';

/** The storage key inside a signed media URL (`{base}/api/media/{key}?expires=…&signature=…`), if it is one. */
export function keyOfMediaUrl(url: string | null | undefined): string | undefined {
  const key = /\/api\/media\/([^?]+)\?expires=\d+&signature=[\w-]{43}$/.exec(url ?? '')?.[1];
  // The key grammar is the storage's own, not a copy of it.
  return key !== undefined && parseStorageKey(key) ? key : undefined;
}
