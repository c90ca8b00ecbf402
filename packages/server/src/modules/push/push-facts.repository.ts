import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language, Profile } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { userQueueIds } from '../tickets/index.js';
import {
  chatMessages,
  chats,
  chatUsers,
  contacts,
  pushSubscriptions,
  queues,
  tickets,
  users,
} from '../../db/schema/index.js';

/** A user with at least one subscribed device, as the push rules see them. */
export interface PushRecipient {
  userId: number;
  profile: Profile;
  super: boolean;
  allTicket: boolean;
  allowGroup: boolean;
  queueIds: number[];
  startWork: string;
  endWork: string;
  language: Language;
  subscriptionIds: number[];
}

export interface PushTicketFacts {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
  queueId: number | null;
  isGroup: boolean;
  isBot: boolean;
  contactName: string;
  contactNumber: string | null;
  queueName: string | null;
}

export interface PushChatMessageFacts {
  senderId: number | null;
  senderName: string | null;
  message: string;
  mediaType: string | null;
  chatTitle: string;
  chatUuid: string;
  memberIds: number[];
}

/** What a push's rules and texts read; only users who subscribed a device are ever read as recipients. */
export const pushFactsRepository = {
  /** The company's users with a subscribed device; `userIds` narrows them (the ticket's holder, the chat's members). */
  async recipients(tx: DbOrTx, companyId: number, userIds?: readonly number[]): Promise<PushRecipient[]> {
    if (userIds?.length === 0) return [];
    const rows = await tx
      .select({
        userId: users.id,
        profile: users.profile,
        super: users.super,
        allTicket: users.allTicket,
        allowGroup: users.allowGroup,
        startWork: users.startWork,
        endWork: users.endWork,
        language: users.language,
        queueIds: userQueueIds,
        subscriptionIds: sql<number[]>`array_agg(${pushSubscriptions.id} order by ${pushSubscriptions.id})`,
      })
      .from(pushSubscriptions)
      .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.companyId, pushSubscriptions.companyId)))
      .where(
        and(
          eq(pushSubscriptions.companyId, companyId),
          userIds ? inArray(pushSubscriptions.userId, userIds) : undefined,
        ),
      )
      .groupBy(users.id);
    return rows.map((row) => ({
      ...row,
      allTicket: row.allTicket === 'enable',
      queueIds: row.queueIds.map(Number),
      subscriptionIds: row.subscriptionIds.map(Number),
    }));
  },

  async ticket(tx: DbOrTx, companyId: number, ticketId: number): Promise<PushTicketFacts | undefined> {
    const [row] = await tx
      .select({
        id: tickets.id,
        uuid: tickets.uuid,
        status: tickets.status,
        userId: tickets.userId,
        queueId: tickets.queueId,
        isGroup: tickets.isGroup,
        isBot: tickets.isBot,
        contactName: contacts.name,
        contactNumber: contacts.number,
        queueName: queues.name,
      })
      .from(tickets)
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    return row;
  },

  async chatMessage(
    tx: DbOrTx,
    companyId: number,
    chatId: number,
    messageId: number,
  ): Promise<PushChatMessageFacts | undefined> {
    const [row] = await tx
      .select({
        senderId: chatMessages.senderId,
        senderName: users.name,
        message: chatMessages.message,
        mediaType: chatMessages.mediaType,
        chatTitle: chats.title,
        chatUuid: chats.uuid,
        memberIds: sql<
          number[]
        >`coalesce((select array_agg(${chatUsers.userId}) from ${chatUsers} where ${qualified(chatUsers.chatId)} = ${qualified(chats.id)}), '{}')`,
      })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(
        and(eq(chatMessages.companyId, companyId), eq(chatMessages.chatId, chatId), eq(chatMessages.id, messageId)),
      );
    return row && { ...row, memberIds: row.memberIds.map(Number) };
  },
};
