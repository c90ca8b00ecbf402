import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { ACTIVE_TICKET_STATUSES, tickets } from '../../db/schema/index.js';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'uuid' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const ticketsRepository = {
  async findById(tx: DbOrTx, companyId: number, id: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
    return row;
  },

  /** The conversation's active ticket on a connection (index tickets_one_active_key). */
  async findActive(tx: DbOrTx, companyId: number, contactId: number, whatsappId: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.contactId, contactId),
          eq(tickets.whatsappId, whatsappId),
          inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
        ),
      );
    return row;
  },

  async findLastClosed(tx: DbOrTx, companyId: number, contactId: number, whatsappId: number): Promise<TicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId), eq(tickets.whatsappId, whatsappId), eq(tickets.status, 'closed')))
      .orderBy(desc(tickets.updatedAt))
      .limit(1);
    return row;
  },

  /** Inserts unless another active ticket for the same contact and connection won the race (then undefined). */
  async insertIfNoActive(tx: DbOrTx, companyId: number, values: NewTicket): Promise<TicketRow | undefined> {
    const [row] = await tx
      .insert(tickets)
      .values({ ...values, companyId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async update(tx: DbOrTx, companyId: number, id: number, values: Partial<NewTicket>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(tickets)
      .set(values)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
  },

  /** Records a message on the ticket: preview, time, who spoke, and one more unread when the contact spoke. */
  async touchWithMessage(tx: DbOrTx, companyId: number, id: number, message: { preview: string; at: Date; fromMe: boolean }): Promise<void> {
    await tx
      .update(tickets)
      .set({
        lastMessage: message.preview,
        lastMessageAt: message.at,
        fromMe: message.fromMe,
        unreadMessages: message.fromMe ? tickets.unreadMessages : sql`${tickets.unreadMessages} + 1`,
      })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
  },
};
