import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Stored media (avatars, attachments, greeting and quick-reply files) comes from the API as short-lived signed
 * URLs (`…/api/media/{key}?expires={unix}&signature=…`) that <img>, <audio>, <video> and links use as they are,
 * with no token. A page left open past a link's expiry gets 403 ERR_MEDIA_LINK_EXPIRED for it; fetching the
 * lists on screen again brings fresh links.
 */

/** Whether a signed media URL has expired; false for any other URL (a contact's picture on the channel's servers). */
export function mediaLinkExpired(url: string, now = Date.now()): boolean {
  let link: URL;
  try {
    // Links in live events are root-relative; any base serves to read the path and query.
    link = new URL(url, 'http://localhost');
  } catch {
    return false;
  }
  // A remote URL may carry an `expires` of its own; only our media route's links are ours to renew.
  if (!link.pathname.includes('/api/media/')) return false;
  const expires = link.searchParams.get('expires');
  return expires !== null && Number(expires) * 1000 <= now;
}

/**
 * For a media element's onError (or a download's click): when its link has expired, the active queries are fetched
 * again. Any other failure (a file gone) is left alone, so a broken file cannot cause a refetch loop.
 */
export function useRefreshExpiredMedia(): (url: string) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (url: string) => {
      if (!mediaLinkExpired(url)) return false;
      // Many elements of one page fail together: they share the refetches already under way.
      void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
      return true;
    },
    [queryClient],
  );
}
