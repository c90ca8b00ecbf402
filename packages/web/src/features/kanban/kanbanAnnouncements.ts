import type { Announcements } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { TicketView } from '@guiche/shared';
import type { LaneKey } from './kanbanBoard';

/** What a drag carries: a ticket's card (KanbanCard) or a tag lane itself (KanbanLane). */
export const ticketOf = (data: unknown): TicketView | undefined =>
  data && typeof data === 'object' && 'ticket' in data ? (data.ticket as TicketView) : undefined;
export const movingLaneOf = (data: unknown): number | undefined =>
  data && typeof data === 'object' && 'movingLane' in data && typeof data.movingLane === 'number'
    ? data.movingLane
    : undefined;
/** The lane a drop target stands for. */
export const laneKeyOf = (data: unknown): LaneKey | undefined =>
  data && typeof data === 'object' && 'lane' in data ? (data.lane as LaneKey) : undefined;

/**
 * What screen readers hear while a card or a lane is dragged: picked up, over which lane, dropped or cancelled.
 * `laneName` names a lane by its key (the default lane by its label).
 */
export function kanbanAnnouncements(t: TFunction, laneName: (lane: LaneKey | undefined) => string): Announcements {
  const card = (data: unknown) => ticketOf(data)?.id;
  return {
    onDragStart: ({ active }) => {
      const moving = movingLaneOf(active.data.current);
      return moving === undefined
        ? t('kanban.pickedUp', { id: card(active.data.current) })
        : t('kanban.lanePickedUp', { lane: laneName(moving) });
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const moving = movingLaneOf(active.data.current);
      const target = laneName(laneKeyOf(over.data.current));
      return moving === undefined
        ? t('kanban.over', { id: card(active.data.current), lane: target })
        : t('kanban.laneOver', { lane: laneName(moving), target });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      const moving = movingLaneOf(active.data.current);
      const target = laneName(laneKeyOf(over.data.current));
      return moving === undefined
        ? t('kanban.dropped', { id: card(active.data.current), lane: target })
        : t('kanban.laneDropped', { lane: laneName(moving), target });
    },
    onDragCancel: ({ active }) => {
      const moving = movingLaneOf(active.data.current);
      return moving === undefined
        ? t('kanban.cancelled', { id: card(active.data.current) })
        : t('kanban.laneCancelled', { lane: laneName(moving) });
    },
  };
}
