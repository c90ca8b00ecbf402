import { requiredId, writeBody } from '@guiche/shared';
import { z } from 'zod';

/** A company holds at most this many lanes in one order (GET /tags/kanban answers up to TAG_LIST_LIMIT tags too). */
export const MAX_LANES = 1000;

/**
 * PUT /tags/kanban/order: the kanban tags, left to right after the default lane (which has no tag and stays first).
 * Each id once; every one must be a kanban tag of the caller's company (the service checks that under a lock).
 */
export const laneOrderSchema = writeBody({
  tagIds: z
    .array(requiredId({ message: 'validation.invalidOption' }), { message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(MAX_LANES, { message: 'validation.tooLong' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalidOption' }),
});
export type LaneOrderInput = z.infer<typeof laneOrderSchema>;

/**
 * The board's whole lane order once `requested` is applied to `current` (the lanes as they are shown): the named
 * lanes first, in the order asked, then the others in the order they had. A board that had not yet seen a lane
 * created meanwhile thus leaves it after its own, instead of being refused.
 */
export function laneOrder(current: readonly number[], requested: readonly number[]): number[] {
  const named = new Set(requested);
  return [...requested, ...current.filter((id) => !named.has(id))];
}
