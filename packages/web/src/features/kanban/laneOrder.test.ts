import { describe, expect, it } from 'vitest';
import type { TagView } from '@guiche/shared';
import { DEFAULT_LANE } from './kanbanBoard';
import { dropIndex, moveLane, sortLanes } from './laneOrder';

const lane = (id: number): TagView => ({
  id,
  name: `Lane ${id}`,
  color: '#123abc',
  kanban: 1,
  userId: null,
  contactsCount: 0,
  ticketsCount: 0,
});

describe('lane order', () => {
  it('moves a lane to a place, kept within the list; the same list when nothing moves', () => {
    const ids = [1, 2, 3, 4];
    expect(moveLane(ids, 3, 0)).toEqual([3, 1, 2, 4]);
    expect(moveLane(ids, 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveLane(ids, 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveLane(ids, 2, -1)).toEqual([2, 1, 3, 4]);
    expect(moveLane(ids, 2, 1)).toBe(ids);
    expect(moveLane(ids, 9, 0)).toBe(ids);
  });

  it('drops a lane in the target lane’s place; on the default lane it goes first, which the default lane keeps', () => {
    const ids = [1, 2, 3];
    expect(dropIndex(ids, 3)).toBe(2);
    expect(dropIndex(ids, DEFAULT_LANE)).toBe(0);
    expect(dropIndex(ids, 9)).toBeUndefined();
  });

  it('sorts the lanes by the ids given, those not named after them in their order', () => {
    const lanes = [lane(1), lane(2), lane(3), lane(4)];
    expect(sortLanes(lanes, [3, 1]).map((each) => each.id)).toEqual([3, 1, 2, 4]);
    expect(sortLanes(lanes, []).map((each) => each.id)).toEqual([1, 2, 3, 4]);
  });
});
