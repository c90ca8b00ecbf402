import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { containsPattern, phoneDigitsOf } from '../contacts/search-pattern.js';
import { accentInsensitiveRegex } from './ticket-search-text.js';

/**
 * How many of the newest tickets a search reads one by one before it turns to the trigram indexes. A text common
 * enough to fill a page within them (most searches: a word customers write often) is answered by that short walk;
 * a rarer one costs this walk (a few milliseconds) and then an index lookup, which is quick because it is rare.
 */
export const SEARCH_WALK_TICKETS = 1500;

const newestFirst = [desc(tickets.updatedAt), desc(tickets.id)];
/**
 * Search reads what people wrote, not the bot's texts (the same greeting and menus on every ticket would match any
 * menu word everywhere); written as the trigram index's predicate, so that the planner may use it.
 */
const peopleWrote = sql`${messages.isBot} = false`;

export interface SearchWalk {
  ids: number[];
  complete: boolean;
}

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
 * Ticket ids matching a search (the contact's name or number, or the text of a message a person wrote, contains it)
 * within `where`, newest first, `limit` at most; `complete` says the answer is the whole answer: either `limit` were
 * found, or the walk read every ticket of `where`. Otherwise the caller asks the indexes (searchByIndexes).
 *
 * Why a walk: for a common word the trigram index answers hundreds of thousands of message rows (of every
 * company), while the newest tickets, each checked by messages_ticket_idx, yield a page after a few dozen.
 * The message check is an EXISTS with OFFSET 0 so that PostgreSQL keeps it a per-ticket probe: without it the
 * planner may turn it into a semi-join that reads the whole trigram posting list first.
 */
export async function searchByWalk(
  tx: DbOrTx,
  companyId: number,
  where: SQL | undefined,
  search: SearchText,
  limit: number,
): Promise<SearchWalk> {
  const newest = tx
    .select({ id: tickets.id, contactId: tickets.contactId, updatedAt: tickets.updatedAt })
    .from(tickets)
    .where(where)
    .orderBy(...newestFirst)
    .limit(SEARCH_WALK_TICKETS)
    .as('newest');
  const hits = await tx
    .select({ id: newest.id })
    .from(newest)
    .innerJoin(contacts, eq(contacts.id, newest.contactId))
    .where(
      or(
        contactMatches(search),
        sql`exists (select 1 from ${messages} where ${messages.ticketId} = ${newest.id} and ${messages.companyId} = ${companyId} and ${peopleWrote} and ${messages.body} ~* ${search.regex} offset 0)`,
      ),
    )
    .orderBy(desc(newest.updatedAt), desc(newest.id))
    .limit(limit);
  const ids = hits.map((hit) => hit.id);
  if (ids.length >= limit) return { ids, complete: true };
  const beyond = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(where)
    .orderBy(...newestFirst)
    .offset(SEARCH_WALK_TICKETS)
    .limit(1);
  return { ids, complete: beyond.length === 0 };
}

/**
 * The two ways a ticket matches a search, as separate conditions so each can be planned on its own: a message of
 * the ticket contains the text, or its contact's name or number does. Both match pg_trgm indexed columns
 * (messages_body_trgm_idx; contacts_name_trgm_idx, contacts_number_trgm_idx).
 */
function indexedMatches(companyId: number, search: SearchText): [SQL, SQL] {
  return [
    sql`exists (select 1 from ${messages} where ${messages.ticketId} = ${tickets.id} and ${messages.companyId} = ${companyId} and ${peopleWrote} and ${messages.body} ~* ${search.regex})`,
    sql`${tickets.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.companyId} = ${companyId} and ${contactMatches(search)})`,
  ];
}

/**
 * The newest `limit` ticket ids matching a search within `where`, after skipping `offset`, through the trigram
 * indexes: for texts the walk (searchByWalk) did not settle, which are rare ones. A union of two ordered walks, one
 * per way to match, so that each semi-join is planned apart.
 */
export function searchByIndexes(
  tx: DbOrTx,
  companyId: number,
  where: SQL | undefined,
  search: SearchText,
  page: { limit: number; offset: number },
): SQL {
  const walk = (match: SQL) =>
    tx
      .select({ id: tickets.id, updatedAt: tickets.updatedAt })
      .from(tickets)
      .where(and(where, match))
      .orderBy(...newestFirst)
      .limit(page.offset + page.limit);
  const [byMessage, byContact] = indexedMatches(companyId, search);
  return sql`select hits.id from ((${walk(byMessage)}) union (${walk(byContact)})) hits
    order by hits.updated_at desc, hits.id desc limit ${page.limit} offset ${page.offset}`;
}
