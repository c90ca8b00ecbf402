import { useQuery } from '@tanstack/react-query';
import { fetchMediaUrl, mediaQueryKey } from './media';

/**
 * An object URL for a private storage key (e.g. a user's `profileImage`), or null while it loads, when there is
 * no key, or when the file cannot be fetched (callers show their fallback, so a failure stays quiet).
 */
export function useMediaBlobUrl(key: string | null | undefined): string | null {
  const { data } = useQuery({
    queryKey: mediaQueryKey(key ?? ''),
    queryFn: () => fetchMediaUrl(key ?? ''),
    enabled: Boolean(key),
    staleTime: Infinity,
    meta: { quiet: true },
  });
  return key ? (data ?? null) : null;
}
