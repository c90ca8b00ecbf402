import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queueSchema, serverEvents, type Queue } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { fetchQueues, queuesKeys } from './queuesApi';
import { removeRow } from '../../lib/pagedList';
import { upsertQueue } from './queuesCache';

/** The company's queues (GET /queue), for the queues screen and the pickers of the user and queue dialogs. */
export function useQueues() {
  return useQuery({ queryKey: queuesKeys.list, queryFn: fetchQueues });
}

/** `company-{id}-queue` (spec 2 §7 live lists). */
const queueEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), queue: queueSchema }),
  z.object({ action: z.literal('delete'), queueId: z.number().int() }),
]);

/** Keeps the cached queues live: a saved queue is put in place, a deleted one leaves, its tree is re-read on open. */
export function useQueuesLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.queue(companyId), (payload) => {
    const event = queueEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    if (data.action === 'update') {
      queryClient.setQueryData<Queue[]>(queuesKeys.list, (list) => list && upsertQueue(list, data.queue));
      void queryClient.invalidateQueries({ queryKey: queuesKeys.detail(data.queue.id) });
    } else {
      queryClient.setQueryData<Queue[]>(queuesKeys.list, (list) => list && removeRow(list, data.queueId));
      queryClient.removeQueries({ queryKey: queuesKeys.detail(data.queueId) });
    }
  });
}
