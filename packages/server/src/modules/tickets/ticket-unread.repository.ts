import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { tickets } from '../../db/schema/index.js';
import type { TicketRow } from './tickets.repository.js';

export const ticketUnreadRepository = {
  /**
   * Marks a read ticket unread: its count becomes 1 (a ticket with unread messages keeps their count), and it keeps
   * its place in the lists (updatedAt kept: marking is not activity, as reading is not). Answers the row when it
   * changed.
   */
  async markUnread(tx: DbOrTx, companyId: number, ticketId: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .update(tickets)
      .set({ unreadMessages: 1, updatedAt: sql`${tickets.updatedAt}` })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId), eq(tickets.unreadMessages, 0)))
      .returning();
    return row;
  },
};
