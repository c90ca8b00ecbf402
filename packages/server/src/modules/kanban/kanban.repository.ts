import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { KANBAN_TICKET_STATUSES } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { tickets } from '../../db/schema/index.js';
import { selectTicketViews, type TicketViewRow } from '../tickets/ticket-view.repository.js';

const newestFirst = [desc(tickets.updatedAt), desc(tickets.id)];

export const kanbanRepository = {
  /**
   * The board's working tickets of those queues, newest activity first, `limit` rows from `offset`. The ids are
   * chosen on the tickets table alone (tickets_company_queue_status_updated_idx) and only those rows are joined
   * for the view.
   */
  async page(tx: DbOrTx, companyId: number, queueIds: readonly number[], page: { offset: number; limit: number }): Promise<TicketViewRow[]> {
    if (queueIds.length === 0) return [];
    const ids = tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), inArray(tickets.queueId, [...queueIds]), inArray(tickets.status, [...KANBAN_TICKET_STATUSES])))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
    return selectTicketViews(tx)
      .where(and(eq(tickets.companyId, companyId), sql`${tickets.id} in (${ids})`))
      .orderBy(...newestFirst);
  },
};
