import type { InfiniteData } from '@tanstack/react-query';
import type { ScheduleEventPayload, ScheduleListAnswer } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';

/** The loaded pages of a schedules list, edited in place by live events and saves; the server's order is kept. */
export type SchedulePages = InfiniteData<ScheduleListAnswer>;

export const scheduleList = pagedList(
  (page: ScheduleListAnswer) => page.schedules,
  (page, schedules) => ({ ...page, schedules }),
);

/** A live `company-{id}-schedule` event applied to a loaded list (a new schedule: read the list again). */
export function applyScheduleEvent(
  data: SchedulePages,
  event: ScheduleEventPayload,
): { data: SchedulePages; refetch: boolean } {
  return scheduleList.applyEvent(
    data,
    event.action === 'delete'
      ? { action: 'delete', id: event.scheduleId }
      : { action: event.action, item: event.schedule },
  );
}
