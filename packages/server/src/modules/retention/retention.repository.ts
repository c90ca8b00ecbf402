import { and, asc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { companySettings, tickets } from '../../db/schema/index.js';
import { messageHoldsData } from '../contact-erasure/index.js';

/** A company's retention periods, in days; undefined: that retention is off. */
export interface RetentionPeriods {
  mediaDays: number | undefined;
  messagesDays: number | undefined;
}

/** The instants before which a run removes media and anonymises closed tickets' messages (undefined: off). */
export interface RetentionCutoffs {
  media: Date | undefined;
  messages: Date | undefined;
}

/** A setting's stored text as days: '' (off) or anything but a whole positive number is no period. */
const daysOf = (text: string): number | undefined =>
  /^\d{1,5}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/*
 * Hand-written SQL uses unquoted aliases, every column qualified (m: messages, t: tickets).
 */
const messagesCondition = (cutoffs: RetentionCutoffs): SQL =>
  cutoffs.messages
    ? sql`(t.status = 'closed' and m.sent_at < ${cutoffs.messages.toISOString()}::timestamptz)`
    : sql`false`;
const mediaCondition = (cutoffs: RetentionCutoffs): SQL =>
  cutoffs.media
    ? sql`(m.media_url is not null and m.sent_at < ${cutoffs.media.toISOString()}::timestamptz)`
    : sql`false`;

export const retentionRepository = {
  async periods(tx: DbOrTx, companyId: number): Promise<RetentionPeriods> {
    const [row] = await tx
      .select({ media: companySettings.retentionMediaDays, messages: companySettings.retentionMessagesDays })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId));
    return { mediaDays: daysOf(row?.media ?? ''), messagesDays: daysOf(row?.messages ?? '') };
  },

  /** Every company with a retention period set (the daily run's list; the settings table has one row per company). */
  async companiesWithRetention(tx: DbOrTx): Promise<number[]> {
    const rows = await tx
      .select({ companyId: companySettings.companyId })
      .from(companySettings)
      .where(or(ne(companySettings.retentionMediaDays, ''), ne(companySettings.retentionMessagesDays, '')))
      .orderBy(asc(companySettings.companyId));
    return rows.map((row) => row.companyId);
  },

  /** The company's next tickets after `afterId`, in id order (tickets_company_id_idx), with their status. */
  async ticketsPage(
    tx: DbOrTx,
    companyId: number,
    afterId: number,
    limit: number,
  ): Promise<{ id: number; status: string }[]> {
    return tx
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), gt(tickets.id, afterId)))
      .orderBy(asc(tickets.id))
      .limit(limit);
  },

  /**
   * Closed tickets whose last message is older than the cutoff keep no copy of it (it was anonymised). Their place in
   * the lists stays: updated_at is left as it was.
   */
  async clearLastMessages(tx: DbOrTx, companyId: number, ticketIds: readonly number[], before: Date): Promise<void> {
    if (ticketIds.length === 0) return;
    await rawQuery(
      tx,
      sql`update tickets t set last_message = '', updated_at = t.updated_at
          where t.company_id = ${companyId} and t.id = any(${arrayParam(ticketIds)}::int[]) and t.status = 'closed'
            and (t.last_message_at is null or t.last_message_at < ${before.toISOString()}::timestamptz)
            and t.last_message is distinct from ''`,
    );
  },

  /**
   * What a run at these cutoffs would change (the settings screen's dry run): the messages of closed tickets it would
   * anonymise, and the files it would remove (of those messages, and any older than the media cutoff).
   */
  async preview(
    tx: DbOrTx,
    companyId: number,
    cutoffs: RetentionCutoffs,
  ): Promise<{ messages: number; media: number }> {
    if (!cutoffs.media && !cutoffs.messages) return { messages: 0, media: 0 };
    const messages = messagesCondition(cutoffs);
    const media = mediaCondition(cutoffs);
    const [row] = await rawQuery(
      tx,
      sql`select count(*) filter (where ${messages} and ${messageHoldsData('m')})::int as messages,
                 count(*) filter (where m.media_url is not null and (${messages} or ${media}))::int as media
          from messages m join tickets t on t.id = m.ticket_id
          where m.company_id = ${companyId} and t.company_id = ${companyId} and (${messages} or ${media})`,
    );
    return { messages: Number(row?.messages ?? 0), media: Number(row?.media ?? 0) };
  },
};
