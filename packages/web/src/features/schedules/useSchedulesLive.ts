import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduleViewSchema, serverEvents, type ScheduleEventPayload } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { schedulesKeys } from './schedulesApi';
import { applyScheduleEvent, type SchedulePages } from './schedulesCache';

/** `company-{id}-schedule` as the schedules screen reads it (shared ScheduleEventPayload). */
const scheduleEventSchema: z.ZodType<ScheduleEventPayload> = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['create', 'update']), schedule: scheduleViewSchema }),
  z.object({ action: z.literal('delete'), scheduleId: z.number().int() }),
]);

/** Keeps the loaded schedules lists and the open schedule live: a schedule sent at its time shows so at once. */
export function useSchedulesLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.schedule(companyId), (payload) => {
    const parsed = scheduleEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    let refetch = false;
    queryClient.setQueriesData<SchedulePages>({ queryKey: schedulesKeys.lists }, (pages) => {
      if (!pages) return pages;
      const applied = applyScheduleEvent(pages, event);
      refetch ||= applied.refetch;
      return applied.data;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: schedulesKeys.lists });
    if (event.action === 'delete') queryClient.removeQueries({ queryKey: schedulesKeys.detail(event.scheduleId) });
    else queryClient.setQueryData(schedulesKeys.detail(event.schedule.id), event.schedule);
  });
}
