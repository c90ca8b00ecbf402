import { z } from 'zod';
import { tagRefSchema, tagViewSchema, type TagFormInput, type TagRef, type TagView } from '@guiche/shared';
import { api } from '../../api/client';

/** Which tags a list shows: every tag (/tags) or the kanban lanes only (/TagsKanban, kanban=1). */
export type TagsVariant = 'all' | 'kanban';

/** GET /tags/ pages hold this many tags (the server's default). */
export const TAGS_PAGE_SIZE = 40;

const tagPageSchema = z.object({ tags: z.array(tagViewSchema), hasMore: z.boolean() });
export type TagPage = z.infer<typeof tagPageSchema>;

/** The tags calls of spec 3 §7 "Tags and kanban". */
export const tagsKeys = {
  all: ['tags'] as const,
  lists: ['tags', 'list'] as const,
  list: (variant: TagsVariant, search: string) => ['tags', 'list', variant, search] as const,
  lanes: ['tags', 'kanban'] as const,
};

export function fetchTagPage(variant: TagsVariant, search: string, offset: number): Promise<TagPage> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(TAGS_PAGE_SIZE) });
  if (search) params.set('searchParam', search);
  if (variant === 'kanban') params.set('kanban', '1');
  return api.get(`/tags?${params.toString()}`, tagPageSchema);
}

/** GET /tags/kanban: every kanban tag, by name: the board's lanes. */
export function fetchKanbanTags(): Promise<TagView[]> {
  return api.get('/tags/kanban', z.array(tagViewSchema));
}

export function createTag(input: TagFormInput): Promise<TagView> {
  return api.post('/tags', input, tagViewSchema);
}

export function updateTag(id: number, input: TagFormInput): Promise<TagView> {
  return api.put(`/tags/${id}`, input, tagViewSchema);
}

export function deleteTag(id: number): Promise<void> {
  return api.delete(`/tags/${id}`);
}

/** DELETE /ticket-tags/{ticketId}: the ticket leaves its kanban lanes. */
export function removeTicketLanes(ticketId: number): Promise<void> {
  return api.delete(`/ticket-tags/${ticketId}`);
}

/** PUT /ticket-tags/{ticketId}/{tagId}: the ticket enters the tag's lane; answers the ticket's tags. */
export function addTicketTag(ticketId: number, tagId: number): Promise<TagRef[]> {
  return api.put(
    `/ticket-tags/${ticketId}/${tagId}`,
    {},
    z.object({ tags: z.array(tagRefSchema) }).transform((answer) => answer.tags),
  );
}
