import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TagView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { tagsKeys } from '../tags/tagsApi';
import { dropIndex, moveLane, sortLanes } from './laneOrder';
import { saveLaneOrder } from './laneOrderApi';
import type { LaneKey } from './kanbanBoard';

const orderKey = ['tags', 'kanban', 'order'] as const;

/**
 * The board's lane order: a lane moved (dragged, or by its menu) takes its new place at once and the whole order is
 * saved for the company; other boards follow through the tag events (useTagsLive). A failed save reloads the lanes
 * as the server has them. `announcement` tells screen readers where a lane moved by its menu went.
 */
export function useLaneOrder(lanes: readonly TagView[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  const save = useMutation({
    mutationKey: orderKey,
    mutationFn: saveLaneOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: tagsKeys.lanes, exact: true });
      queryClient.setQueryData<TagView[]>(tagsKeys.lanes, (shown) => shown && sortLanes(shown, ids));
    },
    onSuccess: (saved) => {
      // A later move already shows its order: this answer would put the lanes back for a moment.
      if (queryClient.isMutating({ mutationKey: orderKey }) <= 1) queryClient.setQueryData(tagsKeys.lanes, saved);
    },
    onError: (error) => {
      handleApiError(error);
      void queryClient.invalidateQueries({ queryKey: tagsKeys.lanes, exact: true });
    },
  });

  /** Moves the lane to `index` among the tag lanes (0: right after the default lane). */
  const moveTo = (lane: number, index: number) => {
    const ids = lanes.map((tag) => tag.id);
    const next = moveLane(ids, lane, index);
    if (next === ids) return false;
    save.mutate(next);
    return true;
  };

  /** The lane menu's move one place left or right, announced with the lane's new place on the board. */
  const step = (lane: number, by: -1 | 1) => {
    const index = lanes.findIndex((tag) => tag.id === lane);
    if (index === -1 || !moveTo(lane, index + by)) return;
    setAnnouncement(
      t('kanban.laneMoved', {
        lane: lanes[index]?.name ?? '',
        // Counted as the board shows them: the default lane is the first.
        position: index + by + 2,
        total: lanes.length + 1,
      }),
    );
  };

  /** A lane dragged and dropped on `target`. */
  const dropOn = (lane: number, target: LaneKey) => {
    const index = dropIndex(
      lanes.map((tag) => tag.id),
      target,
    );
    if (index !== undefined) moveTo(lane, index);
  };

  return { step, dropOn, announcement };
}
