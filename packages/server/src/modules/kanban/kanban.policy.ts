import { NO_QUEUE_ID } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { companiesReader } from '../companies/index.js';
import type { TicketViewer } from '../tickets/ticket-visibility.js';

/** Spec 3 §6: the boards (Kanban, TagsKanban) need the plan flag useKanban; so do the calls that move cards. */
export async function assertCompanyHasKanban(db: DbOrTx, companyId: number): Promise<void> {
  const found = await companiesReader.findWithPlan(db, companyId);
  if (!found?.plan.useKanban)
    throw new AppError('ERR_NO_PERMISSION', { message: 'The plan does not include the kanban' });
}

/** The queues a board shows; `withoutQueue`: also the tickets without a queue the viewer may see. */
export interface BoardQueues {
  queueIds: number[];
  withoutQueue: boolean;
}

/**
 * Spec 3 §6: the board shows the tickets of the user's own queues, whoever the user is (an admin's board too).
 * `requested` (GET /ticket/kanban queueIds) narrows that set and never widens it; NO_QUEUE_ID in it asks for the
 * tickets without a queue too, which spec clients send for them (their visibility rule still applies).
 */
export function boardQueues(
  viewer: Pick<TicketViewer, 'queueIds'>,
  requested: readonly number[] | undefined,
): BoardQueues {
  if (!requested?.length) return { queueIds: viewer.queueIds, withoutQueue: false };
  const wanted = new Set(requested);
  return { queueIds: viewer.queueIds.filter((queueId) => wanted.has(queueId)), withoutQueue: wanted.has(NO_QUEUE_ID) };
}
