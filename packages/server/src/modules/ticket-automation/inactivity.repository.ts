import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';
import { notReaction } from '../messages/index.js';

/** The automation mark (outboundDataSchema) of the inactivity reminder: it does not start a new silence. */
export const INACTIVITY_NOTICE = 'inactivityNotice';
const isNotice = sql<boolean>`coalesce(${messages.dataJson}->>'automation' = ${INACTIVITY_NOTICE}, false)`;

export interface Silence {
  /** The contact's latest message (0: none): which silence this is. */
  lastContactId: number;
  /** Milliseconds since the company's latest message after it, the reminder aside; null: the contact spoke last. */
  silenceMs: number | null;
  /** The reminder has been sent in this silence. */
  noticeSent: boolean;
}

/**
 * Read from the messages themselves, by the database's clock: the ticket row keeps only who spoke last, which the
 * reminder itself would change. Any message of the contact (a reaction too) answers; the company's private notes and
 * reactions do not speak to the contact.
 */
export const inactivityRepository = {
  async lastContactId(tx: DbOrTx, companyId: number, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ id: sql<number>`coalesce(max(${messages.id}), 0)`.mapWith(Number) })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), eq(messages.fromMe, false)));
    return row?.id ?? 0;
  },

  async silenceOf(tx: DbOrTx, companyId: number, ticketId: number): Promise<Silence> {
    const lastContactId = await this.lastContactId(tx, companyId, ticketId);
    const [row] = await tx
      .select({
        silenceMs: sql<
          number | null
        >`(extract(epoch from now() - max(${messages.createdAt}) filter (where not ${isNotice})) * 1000)::float8`.mapWith(
          Number,
        ),
        noticeSent: sql<boolean>`coalesce(bool_or(${isNotice}), false)`,
      })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.fromMe, true),
          eq(messages.isPrivate, false),
          notReaction,
          gt(messages.id, lastContactId),
        ),
      );
    return { lastContactId, silenceMs: row?.silenceMs ?? null, noticeSent: Boolean(row?.noticeSent) };
  },
};
