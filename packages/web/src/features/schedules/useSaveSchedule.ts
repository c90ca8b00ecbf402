import { useQueryClient } from '@tanstack/react-query';
import type { ScheduleView } from '@guiche/shared';
import { createSchedule, schedulesKeys, updateSchedule } from './schedulesApi';
import { scheduleList, type SchedulePages } from './schedulesCache';
import { schedulePayload, type ScheduleDialogOutput } from './scheduleForm';

/**
 * Saves the dialog's schedule (new when `target` is null) and puts the result in every cache that shows it. A failed
 * save throws for the form to show.
 */
export function useSaveSchedule(target: ScheduleView | null): (values: ScheduleDialogOutput) => Promise<ScheduleView> {
  const queryClient = useQueryClient();
  return async (values) => {
    const payload = schedulePayload(values, target);
    const saved = target ? await updateSchedule(target.id, payload) : await createSchedule(payload);
    queryClient.setQueryData(schedulesKeys.detail(saved.id), saved);
    if (target) {
      queryClient.setQueriesData<SchedulePages>(
        { queryKey: schedulesKeys.lists },
        (pages) => pages && scheduleList.replace(pages, saved),
      );
    } else {
      // Where a new schedule sorts (and whether the search keeps it) is the server's call.
      void queryClient.invalidateQueries({ queryKey: schedulesKeys.lists });
    }
    return saved;
  };
}
