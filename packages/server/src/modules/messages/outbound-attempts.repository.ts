import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';
import type { MessageRow } from './messages.repository.js';

/** Still queued: the channel has not given the message its own id. Same predicate as messages_ticket_pending_idx. */
const queued = sql`${messages.wid} like 'pending:%'`;

/** The send attempts of outbound messages: started, unknown outcome, not confirmed, resent. */
export const outboundAttemptsRepository = {
  /** Records that a call to the channel is about to start; false when the message was carried or settled meanwhile. */
  async markStarted(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<boolean> {
    const rows = await tx
      .update(messages)
      .set({ sendStartedAt: new Date() })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid), isNull(messages.unconfirmedAt)))
      .returning({ id: messages.id });
    return rows.length === 1;
  },

  /** The channel answered with a refusal: it does not hold the message, so the next attempt is an ordinary one. */
  async clearStarted(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<void> {
    await tx
      .update(messages)
      .set({ sendStartedAt: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)));
  },

  /** The channel may hold the message and cannot tell: the attendant decides (still queued only). */
  async markUnconfirmed(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ unconfirmedAt: new Date(), sendStartedAt: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)))
      .returning();
    return row;
  },

  /** The attendant chose to send it again: an ordinary queued message once more. */
  async clearForResend(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ unconfirmedAt: null, sendStartedAt: null, failedReason: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)))
      .returning();
    return row;
  },

  /**
   * Whether an earlier reply of the same chat through the same connection is still on its way (queued, not given
   * up, not left to the attendant), so this one must wait for it. Only messages written since `since` count: an
   * older one is past every retry, and must not hold its chat forever.
   */
  async hasEarlierQueued(tx: DbOrTx, companyId: number, message: MessageRow, since: Date): Promise<boolean> {
    const [row] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.ticketId, message.ticketId),
          queued,
          lt(messages.id, message.id),
          eq(messages.companyId, companyId),
          message.whatsappId === null ? isNull(messages.whatsappId) : eq(messages.whatsappId, message.whatsappId),
          eq(messages.fromMe, true),
          eq(messages.isPrivate, false),
          eq(messages.isDeleted, false),
          isNull(messages.failedReason),
          isNull(messages.unconfirmedAt),
          gt(messages.createdAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
