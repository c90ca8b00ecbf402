import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchTagPage, tagsKeys, type TagsVariant } from './tagsApi';
import { tagRows } from './tagsCache';

/** A tags list for a search (already debounced and lower-cased), loaded page by page (GET /tags/ offset). */
export function useTagsList(variant: TagsVariant, search: string) {
  const query = useInfiniteQuery({
    queryKey: tagsKeys.list(variant, search),
    queryFn: ({ pageParam }) => fetchTagPage(variant, search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.hasMore ? lastOffset + lastPage.tags.length : undefined),
  });
  const tags = useMemo(() => tagRows(query.data), [query.data]);
  return { query, tags };
}
