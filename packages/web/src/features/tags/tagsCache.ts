import type { InfiniteData } from '@tanstack/react-query';
import type { TagEventPayload } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import type { TagPage } from './tagsApi';

/** The loaded pages of a tags list (GET /tags/ by offset), edited in place by live events and saves. */
export type TagPages = InfiniteData<TagPage>;

export const tagList = pagedList(
  (page: TagPage) => page.tags,
  (page, tags) => ({ ...page, tags }),
);

/**
 * A live `company{id}-tag` event applied to a loaded list, as every list in the server's order takes one, except
 * that here an update can move the row too: the list sorts by name and filters on the kanban flag, so a tag renamed
 * or moved in or out of the kanban is also read again from the server.
 */
export function applyTagEvent(data: TagPages, event: TagEventPayload): { data: TagPages; refetch: boolean } {
  if (event.action === 'delete') return tagList.applyEvent(data, { action: 'delete', id: event.tagId });
  const applied = tagList.applyEvent(data, { action: event.action, item: event.tag });
  const before = tagList.items(data).find((tag) => tag.id === event.tag.id);
  const reordered = before !== undefined && (before.name !== event.tag.name || before.kanban !== event.tag.kanban);
  return { data: applied.data, refetch: applied.refetch || reordered };
}
