import type { InfiniteData } from '@tanstack/react-query';
import type { ScheduleEventPayload, ScheduleListAnswer, ScheduleView } from '@guiche/shared';

/** The loaded pages of a schedules list, edited in place by live events and saves; the server's order is kept. */
export type SchedulePages = InfiniteData<ScheduleListAnswer>;

/** Every row of the pages once: a schedule pushed to a later page between two loads is not shown twice. */
export function scheduleRows(data: SchedulePages | undefined): ScheduleView[] {
  const byId = new Map<number, ScheduleView>();
  for (const schedule of (data?.pages ?? []).flatMap((page) => page.schedules)) {
    if (!byId.has(schedule.id)) byId.set(schedule.id, schedule);
  }
  return [...byId.values()];
}

/** The total the server counted (the first page's: later pages may lag behind edits). */
export function scheduleCount(data: SchedulePages | undefined): number | undefined {
  return data?.pages[0]?.count;
}

function mapPages(data: SchedulePages, scheduleId: number, edit: (page: ScheduleListAnswer) => ScheduleListAnswer): SchedulePages {
  const holds = data.pages.some((page) => page.schedules.some((schedule) => schedule.id === scheduleId));
  return holds ? { ...data, pages: data.pages.map(edit) } : data;
}

/** A schedule's new state (its status moving to sent, an edit) put into its row, wherever it is. */
export function patchSchedule(data: SchedulePages, changed: ScheduleView): SchedulePages {
  return mapPages(data, changed.id, (page) => ({ ...page, schedules: page.schedules.map((schedule) => (schedule.id === changed.id ? changed : schedule)) }));
}

/** Drops a deleted schedule's row and counts one fewer. */
export function removeSchedule(data: SchedulePages, scheduleId: number): SchedulePages {
  return mapPages(data, scheduleId, (page) => ({
    ...page,
    count: Math.max(0, page.count - 1),
    schedules: page.schedules.filter((schedule) => schedule.id !== scheduleId),
  }));
}

/**
 * A live `company-{id}-schedule` event applied to a loaded list. An update lands in place and a delete leaves at
 * once; whether a new schedule matches the list's search and where it sorts is the server's call, so `refetch`
 * tells the caller to read the list again.
 */
export function applyScheduleEvent(data: SchedulePages, event: ScheduleEventPayload): { data: SchedulePages; refetch: boolean } {
  switch (event.action) {
    case 'update':
      return { data: patchSchedule(data, event.schedule), refetch: false };
    case 'delete':
      return { data: removeSchedule(data, event.scheduleId), refetch: false };
    case 'create':
      return { data, refetch: true };
  }
}
