import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { KANBAN_TICKET_STATUSES } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { tickets } from '../../db/schema/index.js';
import { newestFirst, selectTicketViews, visibilityCondition, type TicketViewRow } from '../tickets/index.js';
import type { TicketViewer } from '../tickets/ticket-visibility.js';
import type { BoardQueues } from './kanban.policy.js';

export const kanbanRepository = {
  /**
   * The board's working tickets of those queues (and, when asked, the ones without a queue the viewer may see),
   * newest activity first, `limit` rows from `offset`. The ids are chosen on the tickets table alone
   * (tickets_company_queue_status_updated_idx) and only those rows are joined for the view.
   */
  async page(
    tx: DbOrTx,
    viewer: TicketViewer,
    queues: BoardQueues,
    page: { offset: number; limit: number },
  ): Promise<TicketViewRow[]> {
    if (queues.queueIds.length === 0 && !queues.withoutQueue) return [];
    const { companyId } = viewer;
    const inQueues = or(
      queues.queueIds.length > 0 ? inArray(tickets.queueId, queues.queueIds) : undefined,
      queues.withoutQueue ? and(isNull(tickets.queueId), visibilityCondition(viewer)) : undefined,
    );
    const ids = tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), inQueues, inArray(tickets.status, [...KANBAN_TICKET_STATUSES])))
      .orderBy(newestFirst(tickets.updatedAt, tickets.id))
      .limit(page.limit)
      .offset(page.offset);
    return selectTicketViews(tx)
      .where(and(eq(tickets.companyId, companyId), sql`${tickets.id} in (${ids})`))
      .orderBy(newestFirst(tickets.updatedAt, tickets.id));
  },
};
