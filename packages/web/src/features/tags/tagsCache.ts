import type { InfiniteData } from '@tanstack/react-query';
import type { TagEventPayload, TagView } from '@guiche/shared';
import type { TagPage } from './tagsApi';

/** The loaded pages of a tags list (GET /tags/ by offset), edited in place by live events and saves. */
export type TagPages = InfiniteData<TagPage>;

/** Every tag of the pages once: a tag pushed to a later page between two loads is not shown twice. */
export function tagRows(data: TagPages | undefined): TagView[] {
  const byId = new Map<number, TagView>();
  for (const tag of (data?.pages ?? []).flatMap((page) => page.tags)) if (!byId.has(tag.id)) byId.set(tag.id, tag);
  return [...byId.values()];
}

function mapTags(data: TagPages, tagId: number, edit: (tags: TagView[]) => TagView[]): TagPages {
  const holds = data.pages.some((page) => page.tags.some((tag) => tag.id === tagId));
  return holds ? { ...data, pages: data.pages.map((page) => ({ ...page, tags: edit(page.tags) })) } : data;
}

export function patchTag(data: TagPages, changed: TagView): TagPages {
  return mapTags(data, changed.id, (tags) => tags.map((tag) => (tag.id === changed.id ? changed : tag)));
}

export function removeTag(data: TagPages, tagId: number): TagPages {
  return mapTags(data, tagId, (tags) => tags.filter((tag) => tag.id !== tagId));
}

/**
 * A live `company{id}-tag` event applied to a loaded list. An update lands in place and a delete leaves at once;
 * whether a new tag (or one renamed, or moved in or out of the kanban) belongs in this list and where it sorts is
 * the server's call, so `refetch` tells the caller to read the list again.
 */
export function applyTagEvent(data: TagPages, event: TagEventPayload): { data: TagPages; refetch: boolean } {
  if (event.action === 'delete') return { data: removeTag(data, event.tagId), refetch: false };
  if (event.action === 'create') return { data, refetch: true };
  const before = tagRows(data).find((tag) => tag.id === event.tag.id);
  const reordered = before !== undefined && (before.name !== event.tag.name || before.kanban !== event.tag.kanban);
  return { data: patchTag(data, event.tag), refetch: reordered };
}
