import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, columnsOf, rawQuery, rowMapper } from '../../db/raw-rows.js';
import { messages } from '../../db/schema/index.js';
import type { MessageRow, NewMessage } from './messages.repository.js';

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

/** Outbound messages stored and then taken by the channel, in hand-written statements: part of messagesRepository. */
export const messagePosts = {
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
};
