import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverEvents, tagViewSchema, type TagEventPayload } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { tagsKeys } from './tagsApi';
import { applyTagEvent, type TagPages } from './tagsCache';

/** `company{id}-tag` as the tag screens read it (shared TagEventPayload). */
const tagEventSchema: z.ZodType<TagEventPayload> = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['create', 'update']), tag: tagViewSchema }),
  z.object({ action: z.literal('delete'), tagId: z.number().int() }),
]);

/** Keeps the loaded tag lists and the kanban lanes live (spec 3 §4: lists stay in sync per company). */
export function useTagsLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.tag(companyId), (payload) => {
    const parsed = tagEventSchema.safeParse(payload);
    if (!parsed.success) return;
    let refetch = false;
    queryClient.setQueriesData<TagPages>({ queryKey: tagsKeys.lists }, (pages) => {
      if (!pages) return pages;
      const applied = applyTagEvent(pages, parsed.data);
      refetch ||= applied.refetch;
      return applied.data;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: tagsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: tagsKeys.lanes });
  });
}
