import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ID, type ConnectionChannel } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { contacts, messages, tickets } from '../../db/schema/index.js';
import { messagePosts } from './message-posts.repository.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** A queued message's id until the channel gives it its own. */
export const PENDING_PREFIX = 'pending:';
export const isPending = (wid: string) => wid.startsWith(PENDING_PREFIX);

/** How reactions are stored: a message of this mediaType whose quotedMsgId is the target's wid and body the emoji. */
export const REACTION_MEDIA_TYPE = 'reactionMessage';
/** Reactions are no messages of their own (they show on their target). */
export const notReaction = or(isNull(messages.mediaType), ne(messages.mediaType, REACTION_MEDIA_TYPE));

/** What a message view takes from its ticket. */
export interface TicketBrief {
  queueId: number | null;
  channel: ConnectionChannel;
}

export interface ContactBrief {
  id: number;
  name: string;
  profilePicUrl: string | null;
}

/** The hottest read of the table (every message reads it several times). */
const messageById = preparedPerHandle((db) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.companyId, sql.placeholder('companyId')), eq(messages.id, sql.placeholder('id'))))
    .prepare('message_by_id'),
);

/** Read for every reply sent. */
const lastInboundChatOf = preparedPerHandle((tx) =>
  tx
    .select({ remoteJid: messages.remoteJid })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, sql.placeholder('companyId')),
        eq(messages.ticketId, sql.placeholder('ticketId')),
        eq(messages.fromMe, false),
        sql`${messages.remoteJid} is not null`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1)
    .prepare('last_inbound_chat'),
);

/** Read by every live event about messages that have their channel id (see presentMessages). */
const reactionsOnTargets = preparedPerHandle((tx) =>
  tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.companyId, sql.placeholder('companyId')),
        anyOfPlaceholder(messages.ticketId, 'ticketIds', 'int'),
        eq(messages.mediaType, REACTION_MEDIA_TYPE),
        anyOfPlaceholder(messages.quotedMsgId, 'targetWids', 'text'),
      ),
    )
    .orderBy(messages.sentAt, messages.id)
    .prepare('reactions_on_targets'),
);

export const messagesRepository = {
  // insertPosted and markSent: the outbound path's hand-written statements.
  ...messagePosts,

  async findById(tx: DbOrTx, companyId: number, id: number): Promise<MessageRow | undefined> {
    const [row] = await messageById(tx).execute({ companyId, id });
    return row;
  },

  async exists(tx: DbOrTx, companyId: number, whatsappId: number, wid: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid)));
    return row !== undefined;
  },

  /** Raises the ack, never lowers it; answers the row when it changed. */
  async raiseAck(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    wid: string,
    ack: number,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ ack })
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.whatsappId, whatsappId),
          eq(messages.wid, wid),
          sql`${messages.ack} < ${ack}`,
        ),
      )
      .returning();
    return row;
  },

  async markFailed(tx: DbOrTx, companyId: number, id: number, reason: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ failedReason: reason })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
      .returning();
    return row;
  },

  /** Where replies of a ticket go: the chat address of its latest message from the contact. */
  async lastInboundChat(tx: DbOrTx, companyId: number, ticketId: number): Promise<string | undefined> {
    const [row] = await lastInboundChatOf(tx).execute({ companyId, ticketId });
    return row?.remoteJid ?? undefined;
  },

  async update(
    tx: DbOrTx,
    companyId: number,
    id: number,
    values: Partial<Pick<NewMessage, 'body' | 'isEdited' | 'isDeleted' | 'failedReason'>>,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set(values)
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
      .returning();
    return row;
  },

  async updateByWid(
    tx: DbOrTx,
    companyId: number,
    whatsappId: number,
    wid: string,
    values: Partial<Pick<NewMessage, 'body' | 'isEdited' | 'isDeleted' | 'failedReason'>>,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set(values)
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid)))
      .returning();
    return row;
  },

  async findByIds(tx: DbOrTx, companyId: number, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyId), inArray(messages.id, ids)));
  },

  /** Messages with these channel ids (quoted messages of a page); the caller keeps those of the right connection. */
  async findByWids(tx: DbOrTx, companyId: number, wids: string[]): Promise<MessageRow[]> {
    if (wids.length === 0) return [];
    return tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyId), inArray(messages.wid, wids)));
  },

  /** Reaction messages on these targets within these tickets (where the inbound pipeline and replies store them). */
  async reactionsOn(tx: DbOrTx, companyId: number, ticketIds: number[], targetWids: string[]): Promise<MessageRow[]> {
    if (ticketIds.length === 0 || targetWids.length === 0) return [];
    return reactionsOnTargets(tx).execute({ companyId, ticketIds, targetWids });
  },

  async contactBriefs(tx: DbOrTx, companyId: number, ids: number[]): Promise<ContactBrief[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: contacts.id, name: contacts.name, profilePicUrl: contacts.profilePicUrl })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, ids)));
  },

  /** The queue and channel of each ticket: a message view carries its ticket's queue and names its chat by channel. */
  async ticketBriefs(tx: DbOrTx, companyId: number, ids: number[]): Promise<({ id: number } & TicketBrief)[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: tickets.id, queueId: tickets.queueId, channel: tickets.channel })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, ids)));
  },

  /**
   * One page of a ticket's chat, newest first: before a message id (keyset) or by offset. Reactions are no bubbles
   * of their own (they show on their target). Served by messages_ticket_idx (ticket_id, id).
   */
  async listPage(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    page: { before?: number | undefined; offset: number; limit: number },
  ): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          notReaction,
          page.before === undefined ? undefined : lt(messages.id, page.before),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(page.limit)
      .offset(page.before === undefined ? page.offset : 0);
  },

  /** How many of a ticket's messages (reactions aside) have an id from `from` up to, not including, `before`. */
  async countBetween(tx: DbOrTx, companyId: number, ticketId: number, from: number, before: number): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          notReaction,
          gte(messages.id, from),
          lt(messages.id, before),
        ),
      );
    return row?.count ?? 0;
  },

  async countInTicket(tx: DbOrTx, companyId: number, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), notReaction));
    return row?.count ?? 0;
  },

  /** Marks the contact's unread messages of a ticket read; answers where they live on the channel (read receipts). */
  async markContactMessagesRead(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
  ): Promise<{ wid: string; remoteJid: string | null; participant: string | null }[]> {
    return tx
      .update(messages)
      .set({ read: true })
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.fromMe, false),
          eq(messages.read, false),
        ),
      )
      .returning({ wid: messages.wid, remoteJid: messages.remoteJid, participant: messages.participant });
  },

  /**
   * The ticket's unread count goes to 0 without moving the ticket in the lists (updatedAt kept: reading is not
   * activity). Answers whether there was anything unread.
   */
  async clearTicketUnread(tx: DbOrTx, companyId: number, ticketId: number): Promise<boolean> {
    const rows = await tx
      .update(tickets)
      .set({ unreadMessages: 0, updatedAt: sql`${tickets.updatedAt}` })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId), sql`${tickets.unreadMessages} > 0`))
      .returning({ id: tickets.id });
    return rows.length > 0;
  },

  /** A message of a ticket by its channel id or, when `wid` is a number's digits, by its own id. */
  async findInTicket(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    key: string | number,
  ): Promise<MessageRow | undefined> {
    const matches: SQL[] = [eq(messages.wid, String(key))];
    // Digits beyond the integer column's range can only be a channel id.
    if (/^\d{1,10}$/.test(String(key)) && Number(key) <= MAX_ID) matches.push(eq(messages.id, Number(key)));
    const rows = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), or(...matches)));
    // A channel id wins over an own id that happens to have the same digits.
    return rows.find((row) => row.wid === String(key)) ?? rows[0];
  },

  /** A message on a connection by its channel id (quote and reaction targets when sending). */
  async findByWid(tx: DbOrTx, companyId: number, whatsappId: number, wid: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, companyId), eq(messages.whatsappId, whatsappId), eq(messages.wid, wid)));
    return row;
  },

  /**
   * When the contact last wrote in this ticket, as we received it (Meta's reply window). The receipt time, not the
   * provider's timestamp: a webhook redelivered late must not close a window the contact just opened.
   */
  async lastInboundAt(tx: DbOrTx, companyId: number, ticketId: number): Promise<Date | undefined> {
    const [row] = await tx
      .select({ at: messages.createdAt })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.fromMe, false),
          notReaction,
        ),
      )
      .orderBy(desc(messages.id))
      .limit(1);
    return row?.at;
  },

  /** Newest messages of a ticket of these media types that still have their file (galleries, the drawer's tabs). */
  async listMedia(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    mediaTypes: string[],
    limit: number,
  ): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          inArray(messages.mediaType, mediaTypes),
          eq(messages.isDeleted, false),
          mediaTypes.includes('call_log') ? undefined : isNotNull(messages.mediaUrl),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(limit);
  },

  /** Newest messages of a ticket whose text may hold a link. */
  async listWithLinks(tx: DbOrTx, companyId: number, ticketId: number, limit: number): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.ticketId, ticketId),
          eq(messages.isDeleted, false),
          notReaction,
          ilike(messages.body, '%http%'),
        ),
      )
      .orderBy(desc(messages.id))
      .limit(limit);
  },
};
