import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { messages, tickets } from '../../db/schema/index.js';
import { participantMessageSql, type ParticipantForms } from '../contact-privacy/index.js';

/**
 * The SQL that finds what a person wrote in other contacts' WhatsApp groups (matched as the export matches it,
 * contact-privacy's participant condition) and the groups' copies of it. The messages themselves are erased by
 * MessageEraser with the person as its scope's participant.
 */
export const groupMessagesRepository = {
  /**
   * Other contacts' group tickets after ticket `afterId` in which the person still has a message, oldest first. The
   * company's group tickets are walked by (company, id) (tickets_company_id_idx) and each is probed on
   * messages_ticket_idx for one message of the person, as the export walks them; an erasure is rare enough for that.
   * An erased message forgets its participant, so a ticket done is not found again.
   */
  async ticketsPage(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    person: ParticipantForms,
    afterId: number,
    limit: number,
  ): Promise<number[]> {
    const wrote = sql`exists (select 1 from ${messages} where ${qualified(messages.companyId)} = ${companyId} and ${qualified(messages.ticketId)} = ${qualified(tickets.id)} and ${participantMessageSql(person)})`;
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.isGroup, true),
          ne(tickets.contactId, contactId),
          gt(tickets.id, afterId),
          wrote,
        ),
      )
      .orderBy(asc(tickets.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /**
   * The tickets' copy of their last message, emptied where it is one of the person's: sent at the ticket's
   * last-message time, or ending with its text (a preview is the text, after a mark for a file). Done before the
   * messages are erased, while they still say whose they are. The tickets keep their place in the lists
   * (updated_at as it was); answers the tickets changed.
   */
  async clearPreviews(
    tx: DbOrTx,
    companyId: number,
    ticketIds: readonly number[],
    person: ParticipantForms,
  ): Promise<number[]> {
    if (ticketIds.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`update tickets t set last_message = '', updated_at = t.updated_at
          where t.company_id = ${companyId} and t.id = any(${arrayParam(ticketIds)}::int[])
            and t.last_message is distinct from ''
            and exists (select 1 from messages
                        where messages.company_id = ${companyId} and messages.ticket_id = t.id
                          and ${participantMessageSql(person)}
                          and (messages.sent_at = t.last_message_at
                               or (btrim(messages.body) <> ''
                                   and right(t.last_message, length(btrim(messages.body))) = btrim(messages.body))))
          returning t.id`,
    );
    return rows.map((row) => Number(row.id));
  },
};
