import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages, ticketLogs, userRatings } from '../../db/schema/index.js';
import { notReaction } from '../messages/index.js';

export interface NewRating {
  ticketId: number;
  /** The attendant rated: the ticket's user when the contact answered. */
  userId: number | null;
  rate: number;
}

/**
 * When resolving last asked the contact: the ticket's latest 'nps' log entry. The ticket has no column of its own for
 * it; the log entry written with the move to nps is the record.
 */
const latestAsk = (tx: DbOrTx, companyId: number, ticketId: number) =>
  tx
    .select({ at: ticketLogs.createdAt })
    .from(ticketLogs)
    .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId), eq(ticketLogs.type, 'nps')))
    .orderBy(desc(ticketLogs.id))
    .limit(1);

export const ratingsRepository = {
  /** One rating per ticket (unique key user_ratings_ticket_key): a ticket rated again keeps its latest rate. */
  async upsert(tx: DbOrTx, companyId: number, rating: NewRating): Promise<void> {
    await tx
      .insert(userRatings)
      .values({ companyId, ...rating })
      .onConflictDoUpdate({
        target: userRatings.ticketId,
        set: { userId: rating.userId, rate: rating.rate, updatedAt: sql`now()` },
      });
  },

  async askedAt(tx: DbOrTx, companyId: number, ticketId: number): Promise<Date | undefined> {
    const [row] = await latestAsk(tx, companyId, ticketId);
    return row?.at;
  },

  /**
   * The contact's messages on the ticket since the rating was asked, reactions aside: the answers given so far.
   * Compared in the database, at its own timestamp precision.
   */
  async answersSinceAsked(tx: DbOrTx, companyId: number, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.fromMe, false),
          notReaction,
          gte(messages.createdAt, latestAsk(tx, companyId, ticketId)),
        ),
      );
    return row?.value ?? 0;
  },
};
