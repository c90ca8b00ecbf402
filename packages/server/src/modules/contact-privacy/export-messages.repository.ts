import { and, asc, eq, gt, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { phoneEquivalents } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { arrayParam } from '../../db/raw-rows.js';
import { messages, tickets, users } from '../../db/schema/index.js';

/**
 * Whose messages of a ticket belong in a contact's export. A group's messages are many people's, so:
 * - `all`: the contact's own conversation, both sides (what they wrote and what the company answered them);
 * - `company`: a group contact's own tickets: only what the company wrote there, none of the participants';
 * - `participant`: another group's ticket the person wrote in: only their own messages, matched by the participant
 *   address the channel gave (their phone number under any of its forms, or their LID).
 */
export type MessageScope = { kind: 'all' } | { kind: 'company' } | { kind: 'participant'; person: ParticipantForms };

/** How a person appears as a group participant: `5511…@s.whatsapp.net` (maybe `:device`) or `…@lid`. */
export interface ParticipantForms {
  numbers: readonly string[];
  lidUser: string | undefined;
}

/**
 * How a contact appears in other contacts' groups: its number under both Brazilian forms (with and without the ninth
 * digit) and its LID's user part. A group contact is no participant of anything.
 */
export function participantFormsOf(contact: {
  isGroup: boolean;
  number: string | null;
  lid: string | null;
}): ParticipantForms {
  if (contact.isGroup) return { numbers: [], lidUser: undefined };
  return {
    numbers: contact.number ? phoneEquivalents(contact.number) : [],
    lidUser: contact.lid?.split('@')[0] || undefined,
  };
}

/**
 * The scope as a condition on messages. Columns are qualified: the same fragment sits in a correlated subquery over
 * tickets (groupTicketsPage), where a bare name would bind to the wrong table.
 */
export function scopeCondition(scope: MessageScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const fromMe = qualified(messages.fromMe);
  if (scope.kind === 'company') return sql`${fromMe} = true`;
  const participant = qualified(messages.participant);
  const user = sql`split_part(split_part(${participant}, '@', 1), ':', 1)`;
  const { numbers, lidUser } = scope.person;
  const byPhone =
    numbers.length > 0
      ? sql`(${participant} not like '%@lid' and ${user} = any(${arrayParam(numbers)}::text[]))`
      : sql`false`;
  const byLid = lidUser ? sql`(${participant} like '%@lid' and ${user} = ${lidUser})` : sql`false`;
  return sql`(${fromMe} = false and (${byPhone} or ${byLid}))`;
}

/** Whether the person can appear in a group at all (a Messenger or Instagram contact never does). */
export const canParticipate = (person: ParticipantForms) => person.numbers.length > 0 || person.lidUser !== undefined;

const messageColumns = {
  id: messages.id,
  ticketId: messages.ticketId,
  fromMe: messages.fromMe,
  isBot: messages.isBot,
  userName: users.name,
  body: messages.body,
  mediaType: messages.mediaType,
  mediaName: messages.mediaName,
  mediaUrl: messages.mediaUrl,
  ack: messages.ack,
  quotedMsgId: messages.quotedMsgId,
  isDeleted: messages.isDeleted,
  isEdited: messages.isEdited,
  isForwarded: messages.isForwarded,
  isPrivate: messages.isPrivate,
  sentAt: messages.sentAt,
  createdAt: messages.createdAt,
};

/** A message carrying a stored file, as the media pass reads it. */
export interface ExportMediaRow {
  id: number;
  ticketId: number;
  mediaName: string | null;
  mediaUrl: string;
  createdAt: Date;
}

/** The summary's counts: messages, those with a file, and the bytes of their texts (the JSON's bulk). */
export interface MessageCounts {
  messages: number;
  withMedia: number;
  textBytes: number;
}

const countColumns = {
  messages: sql<number>`count(*)::int`,
  withMedia: sql<number>`count(${messages.mediaUrl})::int`,
  textBytes: sql<number>`coalesce(sum(octet_length(${messages.body})), 0)::float8`,
};

/** Where the summary's media walk looks: the contact's own tickets, or other contacts' group tickets. */
const ownTickets = (companyId: number, contactId: number) =>
  and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId));
const othersGroupTickets = (companyId: number, contactId: number) =>
  and(eq(tickets.companyId, companyId), eq(tickets.isGroup, true), ne(tickets.contactId, contactId));

export const exportMessagesRepository = {
  /** The next `limit` messages of the ticket in the scope after message `after` (keyset on messages_ticket_idx). */
  async page(tx: DbOrTx, companyId: number, ticketId: number, scope: MessageScope, after: number, limit: number) {
    return tx
      .select(messageColumns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.userId))
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          gt(messages.id, after),
          scopeCondition(scope),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(limit);
  },

  /** The next `limit` messages of the ticket in the scope that carry a stored file. */
  async mediaPage(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    scope: MessageScope,
    after: number,
    limit: number,
  ): Promise<ExportMediaRow[]> {
    const rows = await tx
      .select({
        id: messages.id,
        ticketId: messages.ticketId,
        mediaName: messages.mediaName,
        mediaUrl: messages.mediaUrl,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          gt(messages.id, after),
          isNotNull(messages.mediaUrl),
          scopeCondition(scope),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(limit);
    return rows.flatMap((row) => (row.mediaUrl === null ? [] : [{ ...row, mediaUrl: row.mediaUrl }]));
  },

  /**
   * The next `limit` stored files of the contact's messages (own tickets in `scope`, or what the person wrote in
   * others' groups) after message `after`, across tickets: the summary adds their sizes up.
   */
  async mediaKeysPage(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    where: { kind: 'own'; scope: MessageScope } | { kind: 'groups'; person: ParticipantForms },
    after: number,
    limit: number,
  ): Promise<{ id: number; mediaUrl: string }[]> {
    if (where.kind === 'groups' && !canParticipate(where.person)) return [];
    const rows = await tx
      .select({ id: messages.id, mediaUrl: messages.mediaUrl })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .where(
        and(
          where.kind === 'own' ? ownTickets(companyId, contactId) : othersGroupTickets(companyId, contactId),
          eq(messages.companyId, companyId),
          gt(messages.id, after),
          isNotNull(messages.mediaUrl),
          scopeCondition(where.kind === 'own' ? where.scope : { kind: 'participant', person: where.person }),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(limit);
    return rows.flatMap((row) => (row.mediaUrl === null ? [] : [{ id: row.id, mediaUrl: row.mediaUrl }]));
  },

  /**
   * The summary's counts over the contact's own tickets (in `scope`): messages, and those with a file. One statement
   * on tickets_contact_idx and each ticket's messages.
   */
  async ownCounts(tx: DbOrTx, companyId: number, contactId: number, scope: MessageScope): Promise<MessageCounts> {
    const [row] = await tx
      .select(countColumns)
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .where(and(ownTickets(companyId, contactId), eq(messages.companyId, companyId), scopeCondition(scope)));
    return { messages: row?.messages ?? 0, withMedia: row?.withMedia ?? 0, textBytes: row?.textBytes ?? 0 };
  },

  /** The same counts over what the person wrote in other contacts' group tickets. */
  async participantCounts(
    tx: DbOrTx,
    companyId: number,
    contactId: number,
    person: ParticipantForms,
  ): Promise<MessageCounts & { tickets: number }> {
    if (!canParticipate(person)) return { messages: 0, withMedia: 0, textBytes: 0, tickets: 0 };
    const [row] = await tx
      .select({ ...countColumns, tickets: sql<number>`count(distinct ${messages.ticketId})::int` })
      .from(messages)
      .innerJoin(tickets, eq(tickets.id, messages.ticketId))
      .where(
        and(
          othersGroupTickets(companyId, contactId),
          eq(messages.companyId, companyId),
          scopeCondition({ kind: 'participant', person }),
        ),
      );
    return {
      messages: row?.messages ?? 0,
      withMedia: row?.withMedia ?? 0,
      textBytes: row?.textBytes ?? 0,
      tickets: row?.tickets ?? 0,
    };
  },
};

export type ExportMessage = Awaited<ReturnType<typeof exportMessagesRepository.page>>[number];
