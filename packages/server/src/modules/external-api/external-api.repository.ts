import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { ACTIVE_TICKET_STATUSES, contacts, plans, companies, tickets, whatsapps } from '../../db/schema/index.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** A number's contact, with its active ticket on the connection asked about when it has one. */
export interface ContactWithTicket {
  contact: ContactRow;
  ticket: TicketRow | null;
}

/**
 * The external messages API's SQL. Its reads take many keys at once: the service reads for every request in flight
 * together (see Coalescer).
 */
export const externalApiRepository = {
  /**
   * The connections bearer tokens name, with their company's state and plan flag. The one lookup not narrowed by a
   * company: the token is what tells the company (whatsapps_token_key keeps it unique across tenants).
   */
  async connectionsByTokens(db: Db, tokens: readonly string[]) {
    return db
      .select({
        id: whatsapps.id,
        companyId: whatsapps.companyId,
        token: whatsapps.token,
        status: whatsapps.status,
        channel: whatsapps.channel,
        companyActive: companies.status,
        dueDate: companies.dueDate,
        useExternalApi: plans.useExternalApi,
      })
      .from(whatsapps)
      .innerJoin(companies, eq(companies.id, whatsapps.companyId))
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(inArray(whatsapps.token, [...tokens]));
  },

  /** The company's contacts with these numbers, each with its active ticket on connection `whatsappId`, by number. */
  async contactsWithActiveTicket(db: Db, companyId: number, whatsappId: number, numbers: readonly string[]): Promise<Map<string, ContactWithTicket>> {
    const rows = await db
      .select({ contact: contacts, ticket: tickets })
      .from(contacts)
      .leftJoin(
        tickets,
        and(eq(tickets.companyId, contacts.companyId), eq(tickets.contactId, contacts.id), eq(tickets.whatsappId, whatsappId), inArray(tickets.status, [...ACTIVE_TICKET_STATUSES])),
      )
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.number, [...numbers])));
    return new Map(rows.flatMap((row) => (row.contact.number === null ? [] : [[row.contact.number, row] as const])));
  },
};
export type ApiConnection = Awaited<ReturnType<typeof externalApiRepository.connectionsByTokens>>[number];
