import { usePagedList } from '../../lib/usePagedList';
import { fetchTagPage, tagsKeys, type TagsVariant } from './tagsApi';
import { tagList } from './tagsCache';

/** A tags list for a search (already debounced and lower-cased), loaded page by page (GET /tags/ offset). */
export function useTagsList(variant: TagsVariant, search: string) {
  return usePagedList(tagList, {
    queryKey: tagsKeys.list(variant, search),
    fetchPage: (offset: number) => fetchTagPage(variant, search, offset),
    firstPage: 0,
    nextPage: (lastPage, lastOffset) => (lastPage.hasMore ? lastOffset + lastPage.tags.length : undefined),
  });
}
