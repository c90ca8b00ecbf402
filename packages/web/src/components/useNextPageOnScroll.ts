import { useCallback, useEffect, useRef } from 'react';
import { isNearBottom } from '../lib/scroll';

interface PagedList {
  hasNextPage: boolean;
  loadingNextPage: boolean;
  fetchNextPage(): void;
}

/**
 * Infinite scroll for a list in its own scrolling box (`containerRef`, with `onScroll`): the next page loads when the
 * box is scrolled within 100 px of its end (spec 2 §9), or at once when the `loadedCount` rows do not fill it.
 */
export function useNextPageOnScroll({ hasNextPage, loadingNextPage, fetchNextPage }: PagedList, loadedCount: number) {
  const containerRef = useRef<HTMLDivElement>(null);

  const onScroll = useCallback(() => {
    if (containerRef.current && hasNextPage && !loadingNextPage && isNearBottom(containerRef.current)) fetchNextPage();
  }, [hasNextPage, loadingNextPage, fetchNextPage]);

  useEffect(() => onScroll(), [onScroll, loadedCount]);

  return { containerRef, onScroll };
}
