import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MOMENTS_LIMIT } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { contacts, queues, tickets, users } from '../../db/schema/index.js';
import { MOMENT_TICKET_COLUMNS } from '../dashboard/index.js';
import type { MomentTicketRow } from '../dashboard/moment-ticket.presenter.js';

/** The open tickets users hold (spec 2 §3 User.tickets), read for a whole page of users at once. */
export const userTicketsRepository = {
  /**
   * Open non-group tickets of `userIds`, keyed by user id, newest first; the same tickets /dashboard/moments lists
   * as open. One query walks index tickets_company_user_status_updated_idx once per user id. It is bounded like
   * /moments: the real-time page shows live cards, and a page of attendants never holds more.
   */
  async openOf(tx: DbOrTx, companyId: number, userIds: number[]): Promise<Map<number, MomentTicketRow[]>> {
    const byUser = new Map<number, MomentTicketRow[]>();
    if (userIds.length === 0) return byUser;
    const rows = await tx
      .select(MOMENT_TICKET_COLUMNS)
      .from(tickets)
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .where(
        and(
          eq(tickets.companyId, companyId),
          inArray(tickets.userId, userIds),
          eq(tickets.status, 'open'),
          eq(tickets.isGroup, false),
        ),
      )
      .orderBy(asc(tickets.userId), desc(tickets.updatedAt), desc(tickets.id))
      .limit(MOMENTS_LIMIT);
    for (const row of rows) {
      const held = byUser.get(row.user.id);
      if (held) held.push(row);
      else byUser.set(row.user.id, [row]);
    }
    return byUser;
  },
};
