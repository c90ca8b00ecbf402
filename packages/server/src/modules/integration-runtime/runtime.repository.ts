import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';

/** Reads of the integration runtime that no other module offers. */
export const runtimeRepository = {
  /** The ticket's last `limit` messages the contact could see (no private notes, nothing deleted), oldest first. */
  async recentMessages(tx: DbOrTx, companyId: number, ticketId: number, limit: number): Promise<{ fromMe: boolean; body: string }[]> {
    const rows = await tx
      .select({ fromMe: messages.fromMe, body: messages.body })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), eq(messages.isPrivate, false), eq(messages.isDeleted, false)))
      .orderBy(desc(messages.id))
      .limit(limit);
    return rows.reverse();
  },
};
