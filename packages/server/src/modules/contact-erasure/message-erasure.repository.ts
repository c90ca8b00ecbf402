import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import { participantMessageSql, type ParticipantForms } from '../contact-privacy/index.js';

/**
 * Which messages a pass takes: some tickets of a company, optionally only those sent before a moment, or only those
 * one person wrote there as a group participant.
 */
export interface MessageScope {
  companyId: number;
  ticketIds: readonly number[];
  /** Only messages sent before this (retention); absent: every message of the tickets (an erasure). */
  sentBefore?: Date | undefined;
  /**
   * Only what this person wrote as a participant of the tickets' groups (an erasure, in other contacts' groups): the
   * rest of the group's messages stay as they are. An erased message forgets its participant, so a repeat finds it no
   * more.
   */
  participant?: ParticipantForms | undefined;
}

/** A message as a batch needs it: its file (to remove before the row forgets it) and whether it is a forward. */
export interface MessageFileRef {
  id: number;
  mediaUrl: string | null;
  isForwarded: boolean;
}

/*
 * The SQL below is written by hand: the erasing update reads its rows through a locking subquery, and every column is
 * qualified. The rows read are `messages` under its own name (the participant condition names its columns so); only
 * the updated row is aliased, `m`.
 */

/** What an erased message keeps of its data_json: only a ticket timer's own marker (no one's data), else nothing. */
const keptJson = (m: string) =>
  sql.raw(
    `case when jsonb_typeof(${m}.data_json) = 'object' and ${m}.data_json -> 'automation' is not null then jsonb_build_object('automation', ${m}.data_json -> 'automation') end`,
  );

/**
 * A message that still holds something of what was said: its text, its file, the sender's address, a raw payload.
 * An erased message is marked deleted (every screen then shows "message deleted" in its reader's language) and holds
 * none of these, so a batch repeated after a crash finds nothing left to do in it.
 */
export const stillHolds = (m: string): SQL =>
  sql`not (${sql.raw(`${m}.is_deleted and ${m}.body = '' and ${m}.media_url is null and ${m}.media_name is null and ${m}.remote_jid is null and ${m}.participant is null and ${m}.data_json is not distinct from `)}${keptJson(m)})`;

const sentBefore = (m: string, before: Date | undefined): SQL =>
  before ? sql`and ${sql.raw(m)}.sent_at < ${before.toISOString()}::timestamptz` : sql``;

/** The scope's other conditions on `messages` (read unaliased): its period, its participant. */
const narrowed = (scope: MessageScope): SQL =>
  sql`${sentBefore('messages', scope.sentBefore)} ${scope.participant ? sql`and ${participantMessageSql(scope.participant)}` : sql``}`;

const asRefs = (rows: Record<string, unknown>[]): MessageFileRef[] =>
  rows.map((row) => ({
    id: Number(row.id),
    mediaUrl: (row.media_url as string | null) ?? null,
    isForwarded: row.is_forwarded === true,
  }));

export const messageErasureRepository = {
  /** The next messages of the scope still holding data, after `afterId` in id order (messages_ticket_idx). */
  async nextToErase(tx: DbOrTx, scope: MessageScope, afterId: number, limit: number): Promise<MessageFileRef[]> {
    const rows = await rawQuery(
      tx,
      sql`select messages.id, messages.media_url, messages.is_forwarded from messages
          where messages.company_id = ${scope.companyId}
            and messages.ticket_id = any(${arrayParam(scope.ticketIds)}::int[])
            and messages.id > ${afterId} ${narrowed(scope)} and ${stillHolds('messages')}
          order by messages.id limit ${limit}`,
    );
    return asRefs(rows);
  },

  /**
   * Empties the messages: no text, file, address or payload; marked deleted. Only rows that still hold data are
   * touched (a concurrent run of the same batch waits for the row lock and then finds them erased), so the answer
   * counts exactly what this call erased: messages, and of them those that had a file.
   */
  async erase(tx: DbOrTx, scope: MessageScope, ids: readonly number[]): Promise<{ messages: number; media: number }> {
    const rows = await rawQuery(
      tx,
      sql`update messages m set body = '', media_url = null, media_name = null, remote_jid = null,
            participant = null, data_json = ${keptJson('m')}, is_deleted = true, updated_at = now()
          from (select messages.id, messages.media_url is not null as had_media from messages
                where messages.company_id = ${scope.companyId} and messages.id = any(${arrayParam(ids)}::bigint[])
                  ${narrowed(scope)} and ${stillHolds('messages')}
                for update) as target
          where m.id = target.id
          returning target.had_media`,
    );
    return { messages: rows.length, media: rows.filter((row) => row.had_media === true).length };
  },

  /** The next messages of the scope that still have a file, after `afterId` in id order (retention of media). */
  async nextWithMedia(tx: DbOrTx, scope: MessageScope, afterId: number, limit: number): Promise<MessageFileRef[]> {
    const rows = await rawQuery(
      tx,
      sql`select messages.id, messages.media_url, messages.is_forwarded from messages
          where messages.company_id = ${scope.companyId}
            and messages.ticket_id = any(${arrayParam(scope.ticketIds)}::int[])
            and messages.id > ${afterId} and messages.media_url is not null ${narrowed(scope)}
          order by messages.id limit ${limit}`,
    );
    return asRefs(rows);
  },

  /** Forgets the messages' files (the text stays); answers how many it changed. */
  async clearMedia(tx: DbOrTx, scope: MessageScope, ids: readonly number[]): Promise<number> {
    const rows = await rawQuery(
      tx,
      sql`update messages set media_url = null, media_name = null, updated_at = now()
          where messages.company_id = ${scope.companyId} and messages.id = any(${arrayParam(ids)}::bigint[])
            and messages.media_url is not null ${narrowed(scope)}
          returning messages.id`,
    );
    return rows.length;
  },
};
