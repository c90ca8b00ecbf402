import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { perHandle } from '../../db/prepared.js';
import { ACTIVE_TICKET_STATUSES, contacts, plans, companies, tickets, whatsapps } from '../../db/schema/index.js';
import { Coalescer } from '../../lib/coalescer.js';
import { groupBy } from '../../lib/group-by.js';
import type { ContactRow } from '../contacts/contacts.repository.js';
import type { TicketRow } from '../tickets/tickets.repository.js';

/** A number's contact, with its active ticket on the connection asked about when it has one. */
export interface ContactWithTicket {
  contact: ContactRow;
  ticket: TicketRow | null;
}

interface NumberLookup {
  companyId: number;
  whatsappId: number;
  number: string;
}

/**
 * The connections bearer tokens name, with their company's state and plan flag. The one lookup not narrowed by a
 * company: the token is what tells the company (whatsapps_token_key keeps it unique across tenants).
 */
async function connectionsByTokens(db: DbOrTx, tokens: readonly string[]) {
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
}
export type ApiConnection = Awaited<ReturnType<typeof connectionsByTokens>>[number];

/**
 * The external messages API's SQL. Its reads take many keys at once: every request reads its token's connection, and
 * its number's contact and ticket, and the requests in flight together read together (an integration sends in
 * bursts, through one token, to many numbers).
 */
export const externalApiRepository = {
  connectionsByTokens,

  /** The company's contacts with these numbers, each with its active ticket on connection `whatsappId`, by number. */
  async contactsWithActiveTicket(
    db: DbOrTx,
    companyId: number,
    whatsappId: number,
    numbers: readonly string[],
  ): Promise<Map<string, ContactWithTicket>> {
    const rows = await db
      .select({ contact: contacts, ticket: tickets })
      .from(contacts)
      .leftJoin(
        tickets,
        and(
          eq(tickets.companyId, contacts.companyId),
          eq(tickets.contactId, contacts.id),
          eq(tickets.whatsappId, whatsappId),
          inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]),
        ),
      )
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.number, [...numbers])));
    return new Map(rows.flatMap((row) => (row.contact.number === null ? [] : [[row.contact.number, row] as const])));
  },

  /** The connection behind a bearer token; the tokens asked for together on one handle are read together (Coalescer). */
  connectionOfToken(db: DbOrTx, token: string): Promise<ApiConnection | undefined> {
    return tokensTogether(db).submit(token);
  },

  /**
   * The number's contact and its active ticket on the connection; the numbers asked about together on one handle are
   * read together (Coalescer), with one read per company and connection.
   */
  contactWithActiveTicket(
    db: DbOrTx,
    companyId: number,
    whatsappId: number,
    number: string,
  ): Promise<ContactWithTicket | undefined> {
    return numbersTogether(db).submit({ companyId, whatsappId, number });
  },
};

const tokensTogether = perHandle(
  (db) =>
    new Coalescer<string, ApiConnection | undefined>(async (tokens) => {
      const found = new Map(
        (await externalApiRepository.connectionsByTokens(db, [...new Set(tokens)])).map((row) => [row.token, row]),
      );
      return tokens.map((token) => found.get(token));
    }),
);
const numbersTogether = perHandle(
  (db) => new Coalescer<NumberLookup, ContactWithTicket | undefined>((lookups) => readNumbers(db, lookups)),
);

async function readNumbers(db: DbOrTx, lookups: NumberLookup[]): Promise<(ContactWithTicket | undefined)[]> {
  const groupOf = ({ companyId, whatsappId }: NumberLookup) => `${companyId}:${whatsappId}`;
  const found = new Map(
    await Promise.all(
      [...groupBy(lookups, groupOf)].map(async ([key, group]) => {
        const [{ companyId, whatsappId }] = group as [NumberLookup];
        return [
          key,
          await externalApiRepository.contactsWithActiveTicket(db, companyId, whatsappId, [
            ...new Set(group.map((lookup) => lookup.number)),
          ]),
        ] as const;
      }),
    ),
  );
  return lookups.map((lookup) => found.get(groupOf(lookup))?.get(lookup.number));
}
