import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readBatcherPerHandle } from '../../db/batched.js';
import type { DbOrTx } from '../../db/database.js';
import { anyOfPlaceholder, perHandle, preparedPerHandle } from '../../db/prepared.js';
import { arrayParam } from '../../db/raw-rows.js';
import { contacts, messages } from '../../db/schema/index.js';
import { Coalescer } from '../../lib/coalescer.js';
import { groupBy } from '../../lib/group-by.js';
import { contactAddressSql } from '../contacts/index.js';
import { messagesRepository, type MessageRow } from './messages.repository.js';

export interface SendFacts {
  message: MessageRow;
  earlierQueued: boolean;
  lastInboundChat: string | null;
  /** The contact's own address (number, else lid, else external id), for a chat the contact never wrote in. */
  contactAddress: string | null;
}

/** A send about to call the channel, under the pending id it was queued with. */
export interface StartingAttempt {
  companyId: number;
  id: number;
  pendingWid: string;
}

/** A message the channel took, under its own id and chat. */
export interface TakenSend {
  companyId: number;
  message: Pick<MessageRow, 'id' | 'ticketId' | 'wid'>;
  ref: { wid: string; chatId: string };
}

/**
 * An earlier reply of the same chat still on its way holds later ones back only while it was written less than this
 * long ago. A reply and its job are one commit, and a live reply leaves within seconds (a batch starts no job after
 * 10 s); one still queued after a minute is failing (retried with backoff), or its worker died (its job is taken back
 * at its 45 s expiry), or it lost its job to a fault. The chat's order is worth a wait, not the chat: with 30 minutes
 * here a dead predecessor froze every later reply of its chat for half an hour. Past the horizon a later reply may
 * overtake a predecessor that is being retried; the attendant sees that one's clock, then its failure.
 */
const HOLD_BACK_HORIZON_MS = 60_000;

const earlier = alias(messages, 'earlier');
const inbound = alias(messages, 'inbound');
/** Read for every send (outbound-delivery), so built once per handle. */
const forSendOf = preparedPerHandle((tx) =>
  tx
    .select({
      message: messages,
      earlierQueued: sql<boolean>`exists (${tx
        .select({ id: earlier.id })
        .from(earlier)
        .where(
          and(
            eq(earlier.ticketId, messages.ticketId),
            // Still queued (no channel id yet): the predicate of messages_ticket_pending_idx.
            sql`${earlier.wid} like 'pending:%'`,
            lt(earlier.id, messages.id),
            eq(earlier.companyId, messages.companyId),
            sql`${earlier.whatsappId} is not distinct from ${messages.whatsappId}`,
            eq(earlier.fromMe, true),
            eq(earlier.isPrivate, false),
            eq(earlier.isDeleted, false),
            isNull(earlier.failedReason),
            isNull(earlier.unconfirmedAt),
            gt(earlier.createdAt, sql.placeholder('since')),
          ),
        )})`,
      // By the ticket alone (the outer row is the company's, and a ticket is one company's): with the company named
      // too, a young table without statistics had its company's every message scanned for each send.
      lastInboundChat: sql<string | null>`(${tx
        .select({ remoteJid: inbound.remoteJid })
        .from(inbound)
        .where(and(eq(inbound.ticketId, messages.ticketId), eq(inbound.fromMe, false), isNotNull(inbound.remoteJid)))
        .orderBy(desc(inbound.id))
        .limit(1)})`,
      contactAddress: sql<string | null>`(${tx
        .select({ address: contactAddressSql })
        .from(contacts)
        .where(and(eq(contacts.companyId, messages.companyId), eq(contacts.id, messages.contactId)))})`,
    })
    .from(messages)
    .where(
      and(eq(messages.companyId, sql.placeholder('companyId')), anyOfPlaceholder(messages.id, 'messageIds', 'int')),
    )
    .prepare('messages_for_send'),
);

/** The send attempts of outbound messages: started, unknown outcome, not confirmed, resent. */
export const outboundAttemptsRepository = {
  /**
   * Records that calls to the channel are about to start, for messages still queued under these pending ids;
   * answers the ids marked (a message carried or settled meanwhile is not).
   */
  async markStarted(
    tx: DbOrTx,
    companyId: number,
    attempts: readonly { id: number; pendingWid: string }[],
  ): Promise<Set<number>> {
    const ids = arrayParam(attempts.map((a) => a.id));
    const rows = await tx
      .update(messages)
      .set({ sendStartedAt: new Date() })
      .where(
        and(
          eq(messages.companyId, companyId),
          // The ids alone as well: with no statistics yet (a young table), the planner took the pairs for a join and
          // scanned every message of the company for them (30 ms for 40 sends among 6,000 messages, not 0.6 ms).
          sql`${messages.id} = any(${ids}::int[])`,
          sql`(${messages.id}, ${messages.wid}) in (select * from unnest(${ids}::int[], ${arrayParam(attempts.map((a) => a.pendingWid))}::text[]))`,
          isNull(messages.unconfirmedAt),
        ),
      )
      .returning({ id: messages.id });
    return new Set(rows.map((row) => row.id));
  },

  /** The channel answered with a refusal: it does not hold the message, so the next attempt is an ordinary one. */
  async clearStarted(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<void> {
    await tx
      .update(messages)
      .set({ sendStartedAt: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)));
  },

  /** The channel may hold the message and cannot tell: the attendant decides (still queued only). */
  async markUnconfirmed(
    tx: DbOrTx,
    companyId: number,
    id: number,
    pendingWid: string,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ unconfirmedAt: new Date(), sendStartedAt: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)))
      .returning();
    return row;
  },

  /** The attendant chose to send it again: an ordinary queued message once more. */
  async clearForResend(tx: DbOrTx, companyId: number, id: number, pendingWid: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({ unconfirmedAt: null, sendStartedAt: null, failedReason: null })
      .where(and(eq(messages.companyId, companyId), eq(messages.id, id), eq(messages.wid, pendingWid)))
      .returning();
    return row;
  },

  /**
   * The messages stored under these pending ids (connection and id, the unique key): after a posting's commit whose
   * answer was lost, whether it happened.
   */
  async findPosted(
    tx: DbOrTx,
    companyId: number,
    posted: readonly { whatsappId: number | null; wid: string }[],
  ): Promise<MessageRow[]> {
    return tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          sql`(${messages.whatsappId}, ${messages.wid}) in (select * from unnest(${arrayParam(posted.map((p) => p.whatsappId))}::int[], ${arrayParam(posted.map((p) => p.wid))}::text[]))`,
        ),
      );
  },

  /**
   * What a send reads about its message, for many messages in one statement: the row; whether an earlier reply of
   * the same chat through the same connection is still on its way (queued, not given up, not left to the
   * attendant), so this one must wait for it; the chat the contact last wrote from, where replies go; and the
   * contact's own address. Only replies written since `since` hold a chat: an older one is failing or lost (see
   * HOLD_BACK_HORIZON_MS), and must not hold its chat.
   */
  async forSend(
    tx: DbOrTx,
    companyId: number,
    messageIds: readonly number[],
    since: Date,
  ): Promise<Map<number, SendFacts>> {
    const rows = await forSendOf(tx).execute({ companyId, messageIds, since });
    return new Map(rows.map((row) => [row.message.id, row]));
  },

  /**
   * What a send reads about its message (forSend, replies written within HOLD_BACK_HORIZON_MS holding its chat). A
   * connection's worker carries different chats side by side: what their sends read, their "started" marks
   * (markOneStarted) and the channel's ids they got (markOneSent) go to the database together, for the calls made
   * together on one handle (ReadBatcher, Coalescer).
   */
  loadForSend(db: DbOrTx, companyId: number, messageId: number): Promise<SendFacts | undefined> {
    return sendFactsTogether(db).load(companyId, messageId);
  },

  /** Marks one attempt started, as markStarted does, with the attempts made together (loadForSend); whether it was. */
  markOneStarted(db: DbOrTx, attempt: StartingAttempt): Promise<boolean> {
    return startsTogether(db).submit(attempt);
  },

  /** Stores one send as messagesRepository.markSent does, with the sends made together (loadForSend); the row stored. */
  markOneSent(db: DbOrTx, send: TakenSend): Promise<MessageRow | undefined> {
    return sentsTogether(db).submit(send);
  },
};

/** Items grouped by company, for statements narrowed by one company. */
const byCompany = <Item extends { companyId: number }>(items: readonly Item[]) =>
  groupBy(items, (item) => item.companyId);

const sendFactsTogether = readBatcherPerHandle((db, companyId, ids) =>
  outboundAttemptsRepository.forSend(db, companyId, ids, new Date(Date.now() - HOLD_BACK_HORIZON_MS)),
);
const startsTogether = perHandle(
  (db) =>
    new Coalescer<StartingAttempt, boolean>(async (attempts) => {
      const marked = new Map(
        await Promise.all(
          [...byCompany(attempts)].map(
            async ([companyId, some]) =>
              [companyId, await outboundAttemptsRepository.markStarted(db, companyId, some)] as const,
          ),
        ),
      );
      return attempts.map((attempt) => marked.get(attempt.companyId)?.has(attempt.id) === true);
    }),
);
const sentsTogether = perHandle(
  (db) =>
    new Coalescer<TakenSend, MessageRow | undefined>(async (sends) => {
      const stored = new Map(
        await Promise.all(
          [...byCompany(sends)].map(
            async ([companyId, some]) => [companyId, await messagesRepository.markSent(db, companyId, some)] as const,
          ),
        ),
      );
      return sends.map((send) => stored.get(send.companyId)?.get(send.message.id));
    }),
);
