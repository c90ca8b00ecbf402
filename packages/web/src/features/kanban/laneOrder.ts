import type { TagView } from '@guiche/shared';
import type { LaneKey } from './kanbanBoard';

/** The lane ids with `id` moved to `index` (kept within the list); the same list when nothing moves. */
export function moveLane(ids: readonly number[], id: number, index: number): readonly number[] {
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(index, ids.length - 1));
  if (from === -1 || from === to) return ids;
  const rest = ids.filter((each) => each !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/**
 * Where a lane dropped on `target` goes: the target lane's place, or the first place when dropped on the default
 * lane (which has no tag and stays before every other); undefined for a lane the board no longer has.
 */
export function dropIndex(ids: readonly number[], target: LaneKey): number | undefined {
  if (typeof target !== 'number') return 0;
  const index = ids.indexOf(target);
  return index === -1 ? undefined : index;
}

/** The lanes in the order of `ids`; a lane `ids` does not name keeps its place after them (the sort is stable). */
export function sortLanes(lanes: readonly TagView[], ids: readonly number[]): TagView[] {
  const place = new Map(ids.map((id, index) => [id, index]));
  const placeOf = (lane: TagView) => place.get(lane.id) ?? ids.length;
  return [...lanes].sort((a, b) => placeOf(a) - placeOf(b));
}
