import { useQueryClient } from '@tanstack/react-query';
import type { Queue, QueueInput } from '@guiche/shared';
import { createQueue, queuesKeys, updateQueue, type QueueWithOptions } from './queuesApi';
import { upsertQueue } from './queuesCache';

/** Saves the dialog's queue (new when `queueId` is null) with its whole option tree, and updates the caches. */
export function useSaveQueue(queueId: number | null): (input: QueueInput) => Promise<QueueWithOptions> {
  const queryClient = useQueryClient();
  return async (input) => {
    const saved = queueId === null ? await createQueue(input) : await updateQueue(queueId, input);
    queryClient.setQueryData(queuesKeys.detail(saved.id), saved);
    queryClient.setQueryData<Queue[]>(queuesKeys.list, (list) => list && upsertQueue(list, saved));
    return saved;
  };
}
