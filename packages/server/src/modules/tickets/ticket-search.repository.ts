import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { containsPattern, phoneDigitsOf } from '../contacts/search-pattern.js';
import { newestFirst } from './ticket-order.js';
import { accentInsensitiveRegex } from './ticket-search-text.js';

/**
 * How many of the newest tickets a search reads one by one before it turns to the trigram indexes. A text common
 * enough to fill the count within them (a word customers write often) is answered by that short walk; a rarer one
 * costs this walk and then an index lookup, which is quick because it is rare. Measured at 1M tickets: the walk
 * costs about 15 µs a ticket read, the company-scoped index a millisecond or two for a rare text but 20 ms and
 * more for a word in most tickets. 500 keeps a rare text's walk under 10 ms and still settles every word found
 * in a fifth of the tickets or more; the words in between cost the index less than a longer walk would.
 */
export const SEARCH_WALK_TICKETS = 500;

/**
 * Search reads what people wrote, not the bot's texts (the same greeting and menus on every ticket would match any
 * menu word everywhere); written as the trigram index's predicate, so that the planner may use it.
 */
const peopleWrote = sql`${messages.isBot} = false`;

/** A matching ticket and its list key (updatedAt in µs since the epoch, as cursors hold it). */
export interface SearchHit {
  id: number;
  updatedAtUs: string;
}

/**
 * The first matches of a search, newest first. `complete`: they are the first `hits.length` matches of all, either
 * because `limit` were found or because every ticket was read; otherwise the indexes must be asked.
 */
export interface SearchRead {
  hits: SearchHit[];
  complete: boolean;
}

/** The list key of the tickets table or of a subquery's columns. */
const keyUs = (updatedAt: SQL | typeof tickets.updatedAt) =>
  sql<string>`(extract(epoch from ${updatedAt}) * 1000000)::bigint::text`;

/** What a search text is matched as: a regular expression for names and messages, digits for numbers. */
export interface SearchText {
  /** For `~*`: the text anywhere, whatever its accents and case (ticket-search-text.ts). */
  regex: string;
  /** `%digits%` when the text reads as a phone number (contacts are searched by number only then). */
  numberPattern: string | undefined;
}

export function searchTextOf(text: string): SearchText {
  const digits = phoneDigitsOf(text);
  return { regex: accentInsensitiveRegex(text), numberPattern: digits ? containsPattern(digits) : undefined };
}

/** The contact's name or (for a phone-like text) number matches. */
function contactMatches(search: SearchText): SQL | undefined {
  return or(
    sql`${contacts.name} ~* ${search.regex}`,
    search.numberPattern ? like(contacts.number, search.numberPattern) : undefined,
  );
}

/**
 * The first `limit` tickets matching a search within `where` (the contact's name or number, or the text of a message
 * a person wrote, contains it), newest first, found among the SEARCH_WALK_TICKETS newest tickets of `where`.
 *
 * Why a walk: for a common word the trigram index answers hundreds of thousands of message rows (of every
 * company), while the newest tickets, each checked by messages_ticket_idx, yield a page after a few dozen. The
 * walk reads the updated_at index in its order and the outer query keeps that order (newestFirst, NULLS LAST as
 * the indexes hold it), so it stops at the `limit`th match. The message check is an EXISTS with OFFSET 0 so that
 * PostgreSQL keeps it a per-ticket probe: without it the planner may turn it into a semi-join that reads the whole
 * trigram posting list first.
 *
 * One read answers whether the walk covered every ticket too: it takes one ticket more than it checks, and that
 * last row comes back unchecked, as a marker, after every match.
 */
export async function searchByWalk(
  tx: DbOrTx,
  companyId: number,
  where: SQL | undefined,
  search: SearchText,
  limit: number,
): Promise<SearchRead> {
  const newest = tx
    .select({
      id: tickets.id,
      contactId: tickets.contactId,
      updatedAt: tickets.updatedAt,
      position: sql<number>`row_number() over (order by ${newestFirst(tickets.updatedAt, tickets.id)})`.as('position'),
    })
    .from(tickets)
    .where(where)
    .orderBy(newestFirst(tickets.updatedAt, tickets.id))
    .limit(SEARCH_WALK_TICKETS + 1)
    .as('newest');
  const matches = or(
    contactMatches(search),
    sql`exists (select 1 from ${messages} where ${messages.ticketId} = ${newest.id} and ${messages.companyId} = ${companyId} and ${peopleWrote} and ${messages.body} ~* ${search.regex} offset 0)`,
  );
  const rows = await tx
    .select({ id: newest.id, updatedAtUs: keyUs(sql`${newest.updatedAt}`), position: newest.position })
    .from(newest)
    .innerJoin(contacts, eq(contacts.id, newest.contactId))
    .where(
      or(
        and(sql`${newest.position} <= ${SEARCH_WALK_TICKETS}`, matches),
        sql`${newest.position} > ${SEARCH_WALK_TICKETS}`,
      ),
    )
    .orderBy(newestFirst(sql`${newest.updatedAt}`, sql`${newest.id}`))
    .limit(limit + 1);
  const hits = rows.filter((row) => row.position <= SEARCH_WALK_TICKETS).slice(0, limit);
  const walkedAll = !rows.some((row) => row.position > SEARCH_WALK_TICKETS);
  return {
    hits: hits.map(({ id, updatedAtUs }) => ({ id, updatedAtUs })),
    complete: hits.length >= limit || walkedAll,
  };
}

/**
 * The two ways a ticket matches a search, as separate conditions so each can be planned on its own: a message of
 * the ticket contains the text, or its contact's name or number does. Both match pg_trgm indexed columns, each
 * with the company first (messages_company_body_trgm_idx; contacts_company_name_trgm_idx,
 * contacts_company_number_trgm_idx), so the index answers one company's rows only.
 */
function indexedMatches(companyId: number, search: SearchText): [SQL, SQL] {
  return [
    sql`exists (select 1 from ${messages} where ${messages.ticketId} = ${tickets.id} and ${messages.companyId} = ${companyId} and ${peopleWrote} and ${messages.body} ~* ${search.regex})`,
    sql`${tickets.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.companyId} = ${companyId} and ${contactMatches(search)})`,
  ];
}

/**
 * The first `limit` tickets matching a search within `where`, newest first, through the trigram indexes: for texts
 * the walk (searchByWalk) did not settle, which are rare ones. A union of two ordered reads, one per way to match,
 * so that each semi-join is planned apart.
 */
export async function searchByIndexes(
  tx: DbOrTx,
  companyId: number,
  where: SQL | undefined,
  search: SearchText,
  limit: number,
): Promise<SearchHit[]> {
  const read = (match: SQL) =>
    tx
      .select({ id: tickets.id, updatedAt: tickets.updatedAt })
      .from(tickets)
      .where(and(where, match))
      .orderBy(newestFirst(tickets.updatedAt, tickets.id))
      .limit(limit);
  const [byMessage, byContact] = indexedMatches(companyId, search);
  const hits = sql`((${read(byMessage)}) union (${read(byContact)})) hits`;
  return tx
    .select({ id: sql<number>`hits.id`, updatedAtUs: keyUs(sql`hits.updated_at`) })
    .from(hits)
    .orderBy(newestFirst(sql`hits.updated_at`, sql`hits.id`))
    .limit(limit);
}
