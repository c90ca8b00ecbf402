import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search';
import { chatKeys, searchMessages } from './chatApi';
import { CHAT_SEARCH_MIN_CHARS } from './chatSearch';

/** The chat's search: what was typed, sent once typing pauses (spec 2 §9), its hits page by page, newest first. */
export function useMessageSearch(ticketId: number, typed: string) {
  const text = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const active = text.length >= CHAT_SEARCH_MIN_CHARS;
  const query = useInfiniteQuery({
    queryKey: chatKeys.search(ticketId, text),
    queryFn: ({ pageParam }) => searchMessages(ticketId, text, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: active,
  });
  const hits = useMemo(() => query.data?.pages.flatMap((page) => page.hits) ?? [], [query.data]);
  return {
    text,
    active,
    /** The typed text is not what was searched yet. */
    settling: typed.trim() !== text,
    hits,
    count: query.data?.pages[0]?.count ?? 0,
    loading: active && query.isPending,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: query.fetchNextPage,
  };
}
