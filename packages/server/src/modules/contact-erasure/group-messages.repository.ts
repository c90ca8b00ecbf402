import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { participantMessageSql, type ParticipantForms } from '../contact-privacy/index.js';

/**
 * The groups' copies of what a person wrote in other contacts' WhatsApp groups (the tickets come from
 * contact-privacy's groupTicketsReader, matched as the export matches them). The messages themselves are erased by
 * MessageEraser with the person as its scope's participant.
 */
export const groupMessagesRepository = {
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
