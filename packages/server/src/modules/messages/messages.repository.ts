import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ID, type ConnectionChannel } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, preparedPerHandle } from '../../db/prepared.js';
import { arrayParam, columnsOf, rawQuery, rowMapper } from '../../db/raw-rows.js';
import { contacts, messages, tickets } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** A posted message's ticket shows it as its last message. */
export interface PostTouch {
  ticketId: number;
  preview: string;
  at: Date;
}

/** The columns a post writes, each of them for every message; the others take their defaults. */
const POSTED_KEYS = {
  ticketId: true,
  contactId: true,
  whatsappId: true,
  wid: true,
  fromMe: true,
  userId: true,
  body: true,
  mediaType: true,
  mediaUrl: true,
  mediaName: true,
  ack: true,
  isPrivate: true,
  isForwarded: true,
  isBot: true,
  quotedMsgId: true,
  dataJson: true,
  sentAt: true,
} as const satisfies Partial<Record<keyof NewMessage, true>>;
export type PostedMessage = Required<Pick<NewMessage, keyof typeof POSTED_KEYS>>;
const POSTED_COLUMNS = columnsOf(messages).filter(
  (column): column is typeof column & { key: keyof PostedMessage } => column.key in POSTED_KEYS,
);
const POSTED_NAMES = sql.join(
  POSTED_COLUMNS.map(({ name }) => sql.identifier(name)),
  sql`, `,
);
/** POSTED_NAMES as the posted rows (`m`) hold them. */
const POSTED_VALUES = sql.join(
  POSTED_COLUMNS.map(({ name }) => sql`m.${sql.identifier(name)}`),
  sql`, `,
);
/** A messages row as hand-written statements answer it (`returning *`). */
export const messageRow = rowMapper(messages);

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

  /**
   * Stores outbound messages of any tickets of the company in the given order (ids follow it), and moves each touched
   * ticket's preview, in one statement: replies need no transaction to open and commit. A ticket is touched at most
   * once (`touches` holds one per ticket). A message whose id is already stored is left out of the answer. Rows and
   * touches travel as JSON, so the text is the same for any number of them: drizzle's multi-row insert built a text
   * per row count, and building it cost the server more than the database spent running it.
   */
  async insertPosted(
    tx: DbOrTx,
    companyId: number,
    rows: readonly PostedMessage[],
    touches: readonly PostTouch[],
  ): Promise<MessageRow[]> {
    if (rows.length === 0) return [];
    const items = rows.map((row) => Object.fromEntries(POSTED_COLUMNS.map(({ key, name }) => [name, row[key]])));
    const at = new Date();
    const inserted = await rawQuery(
      tx,
      sql`with touched as (
            update tickets set last_message = touch.preview, last_message_at = touch.at, from_me = true, updated_at = ${at}
            from jsonb_to_recordset(${JSON.stringify(touches)}::jsonb) as touch("ticketId" integer, preview text, at timestamptz)
            where tickets.company_id = ${companyId} and tickets.id = touch."ticketId"
            returning tickets.id)
          insert into messages (company_id, ${POSTED_NAMES})
          select ${companyId}, ${POSTED_VALUES}
          from jsonb_populate_recordset(null::messages, ${JSON.stringify(items)}::jsonb) with ordinality as m
          order by m.ordinality
          on conflict do nothing
          returning *`,
    );
    return inserted.map(messageRow);
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

  /**
   * The channel took these messages under its own ids, in one statement: each is stored under its id and chat, and
   * the replies of its ticket that quote its pending id quote the channel's id. A chat's sends go one at a time, so a
   * batch never holds a message together with one quoting it (the two updates would meet on one row). Answers the
   * rows by id. Both updates name what their indexes hold (the ids; replies still queued, since a reply quoting a
   * queued one leaves after it), so that a young table without statistics is not scanned by company instead.
   */
  async markSent(
    tx: DbOrTx,
    companyId: number,
    sends: readonly { message: Pick<MessageRow, 'id' | 'ticketId' | 'wid'>; ref: { wid: string; chatId: string } }[],
  ): Promise<Map<number, MessageRow>> {
    const ids = arrayParam(sends.map((s) => s.message.id));
    const sent = sql`unnest(${ids}::int[], ${arrayParam(sends.map((s) => s.message.ticketId))}::int[],
                            ${arrayParam(sends.map((s) => s.message.wid))}::text[], ${arrayParam(sends.map((s) => s.ref.wid))}::text[],
                            ${arrayParam(sends.map((s) => s.ref.chatId))}::text[]) as sent(id, ticket_id, pending_wid, wid, chat_id)`;
    const at = new Date();
    const rows = await rawQuery(
      tx,
      sql`with relinked as (
            update messages set quoted_msg_id = sent.wid, updated_at = ${at}
            from ${sent}
            where messages.company_id = ${companyId} and messages.ticket_id = sent.ticket_id and messages.quoted_msg_id = sent.pending_wid
              -- The predicate of messages_ticket_pending_idx.
              and messages.wid like 'pending:%'
            returning messages.id)
          update messages set wid = sent.wid, remote_jid = sent.chat_id, ack = greatest(messages.ack, 1), failed_reason = null,
                              send_started_at = null, unconfirmed_at = null, updated_at = ${at}
          from ${sent}
          where messages.company_id = ${companyId} and messages.id = any(${ids}::int[]) and messages.id = sent.id
          returning messages.*`,
    );
    return new Map(rows.map((raw) => [Number(raw.id), messageRow(raw)]));
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
