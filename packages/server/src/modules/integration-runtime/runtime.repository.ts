import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';

/** Reads of the integration runtime that no other module offers. */
export const runtimeRepository = {
  /**
   * The ticket's last `limit` messages the contact could see (no private notes, nothing deleted) up to and including
   * message `upTo` (the one being answered: what the bot said after it is not part of the question), oldest first.
   */
  async recentMessages(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    upTo: number,
    limit: number,
  ): Promise<{ id: number; fromMe: boolean; body: string }[]> {
    const rows = await tx
      .select({ id: messages.id, fromMe: messages.fromMe, body: messages.body })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.isPrivate, false),
          eq(messages.isDeleted, false),
          lte(messages.id, upTo),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(limit);
    return rows.reverse();
  },
};
