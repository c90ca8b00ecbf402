import { z } from 'zod';
import { tagViewSchema, type TagView } from '@guiche/shared';
import { api } from '../../api/client';

/** PUT /tags/kanban/order: the kanban lanes left to right after the default lane; answers them in that order. */
export function saveLaneOrder(tagIds: readonly number[]): Promise<TagView[]> {
  return api.put('/tags/kanban/order', { tagIds }, z.array(tagViewSchema));
}
