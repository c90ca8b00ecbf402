import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const messagesRepository = {
  async findById(tx: DbOrTx, companyId: number, id: number): Promise<MessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id)));
    return row;
  },

  async exists(tx: DbOrTx, companyId: number, whatsappId: number, wid: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid)));
    return row !== undefined;
  },

  /** Stores the message once per (connection, channel id); a redelivery answers undefined. */
  async insertOnce(tx: DbOrTx, companyId: number, values: NewMessage): Promise<MessageRow | undefined> {
    const [row] = await tx
      .insert(messages)
      .values({ ...values, companyId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /** Raises the ack, never lowers it; answers the row when it changed. */
  async raiseAck(tx: DbOrTx, companyId: number, whatsappId: number, wid: string, ack: number): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ ack })
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid), sql`${messages.ack} < ${ack}`))
      .returning();
    return row;
  },

  /** After the channel accepted an outbound message: its real id, and at least the 'sent' ack. */
  async markSent(tx: DbOrTx, companyId: number, id: number, wid: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ wid, ack: sql`greatest(${messages.ack}, 1)`, failedReason: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
      .returning();
    return row;
  },

  async markFailed(tx: DbOrTx, companyId: number, id: number, reason: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ failedReason: reason })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
      .returning();
    return row;
  },

  /** Where replies of a ticket go: the chat address of its latest message from the contact. */
  async lastInboundChat(tx: DbOrTx, companyId: number, ticketId: number): Promise<string | undefined> {
    const [row] = await tx
      .select({ remoteJid: messages.remoteJid })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), eq(messages.fromMe, false), sql`${messages.remoteJid} is not null`))
      .orderBy(desc(messages.id))
      .limit(1);
    return row?.remoteJid ?? undefined;
  },

  async updateByWid(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    wid: string,
    values: Partial<Pick<NewMessage, 'body' | 'isEdited' | 'isDeleted' | 'failedReason'>>,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set(values)
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid)))
      .returning();
    return row;
  },
};
