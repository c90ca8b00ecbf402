import { and, asc, eq, sql } from 'drizzle-orm';
import { ERASED_CONTACT_NAME, ERASED_NUMBER_PREFIX } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import {
  contactCustomFields,
  contactTags,
  contacts,
  integrationSessions,
  ticketNotes,
  tickets,
} from '../../db/schema/index.js';

export type ErasedContactRow = typeof contacts.$inferSelect;

/**
 * The SQL of a contact's erasure besides its messages: every other place the contact's data is held or copied. Each
 * statement is idempotent (a repeat finds nothing left) and small (one contact's rows), in its own transaction.
 * Hand-written SQL uses unquoted aliases, every column qualified.
 */
export const contactDataRepository = {
  async findContact(tx: DbOrTx, companyId: number, id: number): Promise<ErasedContactRow | undefined> {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)));
    return row;
  },

  /** The contact's tickets, oldest first (tickets_contact_idx): kept, with their counts, for the reports. */
  async ticketIds(tx: DbOrTx, companyId: number, contactId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId)))
      .orderBy(asc(tickets.id));
    return rows.map((row) => row.id);
  },

  /**
   * The tickets' copy of their last message, and the bot conversations held on them (a provider's session state).
   * The tickets keep their place in the lists: updated_at is left as it was.
   */
  async clearTickets(tx: DbOrTx, companyId: number, ticketIds: readonly number[]): Promise<void> {
    if (ticketIds.length === 0) return;
    await rawQuery(
      tx,
      sql`update tickets t set last_message = '', updated_at = t.updated_at
          where t.company_id = ${companyId} and t.id = any(${arrayParam(ticketIds)}::int[])
            and t.last_message is distinct from ''`,
    );
    await tx
      .delete(integrationSessions)
      .where(
        and(
          eq(integrationSessions.companyId, companyId),
          sql`${integrationSessions.ticketId} = any(${arrayParam(ticketIds)}::int[])`,
        ),
      );
  },

  /** Notes about the contact; answers how many went. */
  async deleteNotes(tx: DbOrTx, companyId: number, contactId: number): Promise<number> {
    const rows = await tx
      .delete(ticketNotes)
      .where(and(eq(ticketNotes.companyId, companyId), eq(ticketNotes.contactId, contactId)))
      .returning({ id: ticketNotes.id });
    return rows.length;
  },

  /** The extra information lines, and the tags (a label on a person says something about them). */
  async deleteExtraInfo(tx: DbOrTx, companyId: number, contactId: number): Promise<number> {
    await tx.delete(contactTags).where(and(eq(contactTags.companyId, companyId), eq(contactTags.contactId, contactId)));
    const rows = await tx
      .delete(contactCustomFields)
      .where(and(eq(contactCustomFields.companyId, companyId), eq(contactCustomFields.contactId, contactId)))
      .returning({ id: contactCustomFields.id });
    return rows.length;
  },

  /** Scheduled messages to the contact: their text emptied; one still waiting will not be sent (failed, erased). */
  async clearSchedules(tx: DbOrTx, companyId: number, contactId: number): Promise<number> {
    const rows = await rawQuery(
      tx,
      sql`update schedules s set body = '',
            status = case when s.status = 'PENDENTE' then 'ERRO' else s.status end,
            failed_reason = case when s.status = 'PENDENTE' then 'ERR_CONTACT_ERASED' else s.failed_reason end
          where s.company_id = ${companyId} and s.contact_id = ${contactId}
            and (s.body <> '' or s.status = 'PENDENTE')
          returning s.id`,
    );
    return rows.length;
  },

  /**
   * Campaign sends to the number (under any of its forms): the campaigns' counts stay (the rows do), the recipient's
   * name, number, email and spreadsheet variables go. The number becomes a placeholder unique per send, as the
   * campaign's unique (campaign, number) key needs. Read through that key, campaign by campaign.
   */
  async clearCampaignSends(
    tx: DbOrTx,
    companyId: number,
    erasureId: number,
    numbers: readonly string[],
  ): Promise<number> {
    if (numbers.length === 0) return 0;
    const rows = await rawQuery(
      tx,
      sql`update campaign_shippings s set number = ${`${ERASED_NUMBER_PREFIX}${erasureId}-`} || s.id,
            name = ${ERASED_CONTACT_NAME}, email = null, variables = '{}'::jsonb
          from campaigns c
          where c.company_id = ${companyId} and s.campaign_id = c.id and s.company_id = ${companyId}
            and s.number = any(${arrayParam(numbers)}::text[])
          returning s.id`,
    );
    return rows.length;
  },

  /** The number's entries in the company's contact lists (through each list's unique number key); answers how many. */
  async deleteListEntries(tx: DbOrTx, companyId: number, numbers: readonly string[]): Promise<number> {
    if (numbers.length === 0) return 0;
    const rows = await rawQuery(
      tx,
      sql`delete from contact_list_items i using contact_lists l
          where l.company_id = ${companyId} and i.contact_list_id = l.id and i.company_id = ${companyId}
            and i.number = any(${arrayParam(numbers)}::text[])
          returning i.id`,
    );
    return rows.length;
  },

  /** What the simulated phones of the company's simulator connections hold of the number: a batch, with files. */
  async simulatorMessages(
    tx: DbOrTx,
    companyId: number,
    numbers: readonly string[],
    limit: number,
  ): Promise<{ id: number; mediaKey: string | null }[]> {
    if (numbers.length === 0) return [];
    const rows = await rawQuery(
      tx,
      sql`select s.id, s.media_key from simulator_messages s join whatsapps w on w.id = s.whatsapp_id
          where w.company_id = ${companyId} and s.company_id = ${companyId}
            and s.contact_number = any(${arrayParam(numbers)}::text[])
          order by s.id limit ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), mediaKey: (row.media_key as string | null) ?? null }));
  },

  async deleteSimulatorMessages(tx: DbOrTx, companyId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await rawQuery(
      tx,
      sql`delete from simulator_messages s where s.company_id = ${companyId} and s.id = any(${arrayParam(ids)}::int[])
          returning s.id`,
    );
    return rows.length;
  },

  /**
   * Stored answers of POST requests (idempotency keys, at most a day old) that show the contact: a retry of one of
   * those requests would otherwise be answered with the data. Matched by the contact's own texts.
   */
  async deleteCachedAnswers(tx: DbOrTx, companyId: number, texts: readonly string[]): Promise<void> {
    const patterns = texts.filter((text) => text.length >= 3).map((text) => `%${escapeLike(text)}%`);
    if (patterns.length === 0) return;
    await rawQuery(
      tx,
      sql`delete from idempotency_keys k
          where k.company_id = ${companyId} and k.response_body::text ilike any(${arrayParam(patterns)}::text[])
          returning k.key`,
    );
  },

  /** The contact itself, anonymised: named as erased, a number that is no phone, no other address, mail or picture. */
  async anonymise(tx: DbOrTx, companyId: number, contactId: number, erasureId: number): Promise<void> {
    await tx
      .update(contacts)
      .set({
        name: ERASED_CONTACT_NAME,
        number: `${ERASED_NUMBER_PREFIX}${erasureId}`,
        lid: null,
        externalId: null,
        email: null,
        profilePicUrl: null,
      })
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  },
};

/** A text as a literal inside an ILIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
