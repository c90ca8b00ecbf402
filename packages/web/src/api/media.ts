import type { QueryCache, QueryKey } from '@tanstack/react-query';
import { api } from './client';

/**
 * Stored media (avatars, attachments) is private: it is fetched with the token as a blob and shown through an
 * object URL (spec 1 §7). One query per storage key holds that URL, so every avatar of the same user shares
 * one download; a key never changes content (a new upload gets a new key), so it never goes stale.
 */
const MEDIA_QUERY = 'media';

export function mediaQueryKey(key: string): QueryKey {
  return [MEDIA_QUERY, key];
}

/** The stored file itself, fetched with the session's token. */
export function fetchMediaBlob(key: string): Promise<Blob> {
  return api.getBlob(`/media/${key.split('/').map(encodeURIComponent).join('/')}`);
}

export async function fetchMediaUrl(key: string): Promise<string> {
  return URL.createObjectURL(await fetchMediaBlob(key));
}

/** Frees an object URL once its query leaves the cache (unused for gcTime, or the session ended). */
export function revokeMediaUrlsOnRemoval(cache: QueryCache): void {
  cache.subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== MEDIA_QUERY) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}
