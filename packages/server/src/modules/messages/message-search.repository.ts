import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, messages, users } from '../../db/schema/index.js';
import { notReaction } from './messages.repository.js';

/** A message found by a search in its chat, with who wrote it. */
export interface SearchHitRow {
  id: number;
  body: string;
  mediaName: string | null;
  mediaType: string | null;
  fromMe: boolean;
  isPrivate: boolean;
  isBot: boolean;
  sentAt: Date;
  userName: string | null;
  contactName: string | null;
}

export interface SearchCriteria {
  /** A PostgreSQL regular expression for `~*` (accentInsensitiveRegex). */
  regex: string;
  /** Leave out the contact's deleted messages: the chat shows them as 'Mensagem apagada' (LGPD), not their text. */
  hideDeletedFromContact: boolean;
}

/**
 * Why no index: the search is scoped to one ticket, so it walks messages_ticket_idx (ticket_id, id) from the newest
 * message back and tests the pattern on that ticket's rows only; its cost is bounded by the length of one
 * conversation (a few hundred rows usually, tens of thousands for the longest group chats, which a regex test reads
 * in milliseconds), never by the company's history. messages_body_trgm_idx would not help: it leaves the bot's
 * messages out (the chat shows them, so the search must find them) and spans every ticket of every company.
 */
function matching(companyId: number, ticketId: number, criteria: SearchCriteria): SQL | undefined {
  return and(
    eq(messages.companyId, companyId),
    eq(messages.ticketId, ticketId),
    notReaction,
    or(sql`${messages.body} ~* ${criteria.regex}`, sql`${messages.mediaName} ~* ${criteria.regex}`),
    criteria.hideDeletedFromContact ? or(eq(messages.isDeleted, false), eq(messages.fromMe, true)) : undefined,
  );
}

export const messageSearchRepository = {
  /** The newest `limit` matches of a ticket older than message `before` (keyset), newest first. */
  async page(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    criteria: SearchCriteria,
    page: { before?: number | undefined; limit: number },
  ): Promise<SearchHitRow[]> {
    return tx
      .select({
        id: messages.id,
        body: messages.body,
        mediaName: messages.mediaName,
        mediaType: messages.mediaType,
        fromMe: messages.fromMe,
        isPrivate: messages.isPrivate,
        isBot: messages.isBot,
        sentAt: messages.sentAt,
        userName: users.name,
        contactName: contacts.name,
      })
      .from(messages)
      .leftJoin(users, and(eq(users.id, messages.userId), eq(users.companyId, companyId)))
      .leftJoin(contacts, and(eq(contacts.id, messages.contactId), eq(contacts.companyId, companyId)))
      .where(
        and(
          matching(companyId, ticketId, criteria),
          page.before === undefined ? undefined : lt(messages.id, page.before),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(page.limit);
  },

  /** How many messages of the ticket match. */
  async count(tx: DbOrTx, companyId: number, ticketId: number, criteria: SearchCriteria): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(matching(companyId, ticketId, criteria));
    return row?.count ?? 0;
  },
};
