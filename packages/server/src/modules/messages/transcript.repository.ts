import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { contacts, messages, queues, tickets, users, whatsapps } from '../../db/schema/index.js';
import { notReaction } from './messages.repository.js';

/** What a transcript's heading names: the ticket's contact, queue, attendant and connection. */
export interface TranscriptHeadRow {
  contactName: string | null;
  contactNumber: string | null;
  queueName: string | null;
  userName: string | null;
  connectionName: string | null;
}

/** A message of a transcript with the names of who wrote it. */
export interface TranscriptMessageRow {
  id: number;
  body: string;
  mediaType: string | null;
  mediaUrl: string | null;
  mediaName: string | null;
  fromMe: boolean;
  isPrivate: boolean;
  isBot: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  isForwarded: boolean;
  sentAt: Date;
  userName: string | null;
  contactName: string | null;
}

export const transcriptRepository = {
  async head(tx: DbOrTx, companyId: number, ticketId: number): Promise<TranscriptHeadRow | undefined> {
    const [row] = await tx
      .select({
        contactName: contacts.name,
        contactNumber: contacts.number,
        queueName: queues.name,
        userName: users.name,
        connectionName: whatsapps.name,
      })
      .from(tickets)
      .leftJoin(contacts, and(eq(contacts.id, tickets.contactId), eq(contacts.companyId, companyId)))
      .leftJoin(queues, and(eq(queues.id, tickets.queueId), eq(queues.companyId, companyId)))
      .leftJoin(users, and(eq(users.id, tickets.userId), eq(users.companyId, companyId)))
      .leftJoin(whatsapps, and(eq(whatsapps.id, tickets.whatsappId), eq(whatsapps.companyId, companyId)))
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    return row;
  },

  /** The ticket's messages after message `after`, oldest first (reactions are no messages of their own). */
  async batch(
    tx: DbOrTx,
    companyId: number,
    ticketId: number,
    after: number,
    limit: number,
  ): Promise<TranscriptMessageRow[]> {
    return tx
      .select({
        id: messages.id,
        body: messages.body,
        mediaType: messages.mediaType,
        mediaUrl: messages.mediaUrl,
        mediaName: messages.mediaName,
        fromMe: messages.fromMe,
        isPrivate: messages.isPrivate,
        isBot: messages.isBot,
        isDeleted: messages.isDeleted,
        isEdited: messages.isEdited,
        isForwarded: messages.isForwarded,
        sentAt: messages.sentAt,
        userName: users.name,
        contactName: contacts.name,
      })
      .from(messages)
      .leftJoin(users, and(eq(users.id, messages.userId), eq(users.companyId, companyId)))
      .leftJoin(contacts, and(eq(contacts.id, messages.contactId), eq(contacts.companyId, companyId)))
      .where(
        and(eq(messages.companyId, companyId), eq(messages.ticketId, ticketId), notReaction, gt(messages.id, after)),
      )
      .orderBy(asc(messages.id))
      .limit(limit);
  },
};
