import type { Queue } from '@guiche/shared';
import { upsertRow } from '../../lib/pagedList';

/** The list's order, as the server sends it: orderQueue ascending with empty orders last, then name. */
function compareQueues(a: Queue, b: Queue): number {
  if (a.orderQueue !== b.orderQueue) {
    if (a.orderQueue === null) return 1;
    if (b.orderQueue === null) return -1;
    return a.orderQueue - b.orderQueue;
  }
  return a.name.localeCompare(b.name);
}

/** The list with a saved queue added or replaced, in list order. The tree is the dialog's, not the list's. */
export function upsertQueue(list: readonly Queue[], saved: Queue): Queue[] {
  const { chatbots: _tree, ...queue } = saved;
  return upsertRow(list, queue, compareQueues);
}
