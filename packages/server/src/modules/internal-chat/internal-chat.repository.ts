import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { chatMessages, chats, chatUsers, users } from '../../db/schema/index.js';
import { containsPattern } from '../contacts/search-pattern.js';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface ChatMemberRecord {
  chatId: number;
  userId: number;
  unreads: number;
  name: string;
}

export interface ChatMessageRecord {
  message: ChatMessageRow;
  sender: { id: number; name: string } | null;
}

/** A chat by its id or, from the web's /chats/{uuid} route, by its uuid. */
const refCondition = (companyId: number, ref: number | string) =>
  and(eq(chats.companyId, companyId), typeof ref === 'number' ? eq(chats.id, ref) : eq(chats.uuid, ref));

export const internalChatRepository = {
  /** One page of the chats `userId` is a member of, the latest activity first. */
  async pageForMember(
    tx: DbOrTx,
    companyId: number,
    userId: number,
    filter: { search?: string | undefined },
    page: { limit: number; offset: number },
  ): Promise<ChatRow[]> {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    const rows = await tx
      .select({ chat: chats })
      .from(chatUsers)
      .innerJoin(chats, eq(chats.id, chatUsers.chatId))
      .where(
        and(
          eq(chatUsers.companyId, companyId),
          eq(chatUsers.userId, userId),
          eq(chats.companyId, companyId),
          pattern ? ilike(chats.title, pattern) : undefined,
        ),
      )
      .orderBy(desc(chats.updatedAt), desc(chats.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => row.chat);
  },

  async find(tx: DbOrTx, companyId: number, ref: number | string): Promise<ChatRow | undefined> {
    const [row] = await tx.select().from(chats).where(refCondition(companyId, ref));
    return row;
  },

  /** The chat locked until the transaction ends: edits, deletes and new messages of one chat go one at a time. */
  async lock(tx: DbOrTx, companyId: number, id: number): Promise<ChatRow | undefined> {
    const [row] = await tx.select().from(chats).where(refCondition(companyId, id)).for('update');
    return row;
  },

  /** Members of the chats, with their names, in the order they joined. */
  async members(tx: DbOrTx, companyId: number, chatIds: number[]): Promise<ChatMemberRecord[]> {
    if (chatIds.length === 0) return [];
    return tx
      .select({ chatId: chatUsers.chatId, userId: chatUsers.userId, unreads: chatUsers.unreads, name: users.name })
      .from(chatUsers)
      .innerJoin(users, eq(users.id, chatUsers.userId))
      .where(and(eq(chatUsers.companyId, companyId), inArray(chatUsers.chatId, chatIds)))
      .orderBy(asc(chatUsers.id));
  },

  async isMember(tx: DbOrTx, companyId: number, chatId: number, userId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: chatUsers.id })
      .from(chatUsers)
      .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));
    return row !== undefined;
  },

  /** Which of `userIds` are users of the company. */
  async companyUserIds(tx: DbOrTx, companyId: number, userIds: number[]): Promise<number[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
    return rows.map((row) => row.id);
  },

  async insert(tx: DbOrTx, companyId: number, values: { title: string; ownerId: number }): Promise<ChatRow> {
    const [row] = await tx
      .insert(chats)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into chats returned no row');
    return row;
  },

  async updateTitle(tx: DbOrTx, companyId: number, id: number, title: string): Promise<void> {
    await tx.update(chats).set({ title }).where(refCondition(companyId, id));
  },

  /** The chat's members become exactly `userIds` (unread counts of those who stay are kept); answers who left. */
  async setMembers(tx: DbOrTx, companyId: number, chatId: number, userIds: number[]): Promise<number[]> {
    const left = await tx
      .delete(chatUsers)
      .where(
        and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), notInArray(chatUsers.userId, userIds)),
      )
      .returning({ userId: chatUsers.userId });
    await tx
      .insert(chatUsers)
      .values(userIds.map((userId) => ({ companyId, chatId, userId })))
      .onConflictDoNothing({ target: [chatUsers.chatId, chatUsers.userId] });
    return left.map((row) => row.userId);
  },

  async delete(tx: DbOrTx, companyId: number, id: number): Promise<void> {
    await tx.delete(chats).where(refCondition(companyId, id));
  },

  /** The stored files of the chat's messages (removed from storage once the chat is gone). */
  async mediaKeys(tx: DbOrTx, companyId: number, chatId: number): Promise<string[]> {
    const rows = await tx
      .select({ key: chatMessages.mediaPath })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.companyId, companyId), eq(chatMessages.chatId, chatId), isNotNull(chatMessages.mediaPath)),
      );
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  },

  async markRead(tx: DbOrTx, companyId: number, chatId: number, userId: number): Promise<void> {
    await tx
      .update(chatUsers)
      .set({ unreads: 0 })
      .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));
  },

  /** The caller's unread messages over all their chats. */
  async unreadTotal(tx: DbOrTx, companyId: number, userId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${chatUsers.unreads})` })
      .from(chatUsers)
      .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.userId, userId)));
    return Number(row?.total ?? 0);
  },

  /** Stores a message: the chat shows it as its last one, and every other member has one more unread. */
  async insertMessage(
    tx: DbOrTx,
    companyId: number,
    values: Pick<typeof chatMessages.$inferInsert, 'chatId' | 'senderId' | 'message' | 'mediaPath' | 'mediaType'>,
  ): Promise<ChatMessageRow> {
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('insert into chat_messages returned no row');
    await tx
      .update(chats)
      .set({ lastMessage: values.message ?? '', updatedAt: row.createdAt })
      .where(refCondition(companyId, values.chatId));
    await tx
      .update(chatUsers)
      .set({ unreads: sql`${chatUsers.unreads} + 1` })
      .where(
        and(
          eq(chatUsers.companyId, companyId),
          eq(chatUsers.chatId, values.chatId),
          values.senderId ? ne(chatUsers.userId, values.senderId) : undefined,
        ),
      );
    return row;
  },

  /** One page of the chat's messages, the newest page first; each page in the order they were written. */
  async messagesPage(
    tx: DbOrTx,
    companyId: number,
    chatId: number,
    page: { limit: number; offset: number },
  ): Promise<ChatMessageRecord[]> {
    const rows = await selectMessages(tx)
      .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.chatId, chatId)))
      .orderBy(desc(chatMessages.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.reverse();
  },

  async findMessage(tx: DbOrTx, companyId: number, id: number): Promise<ChatMessageRecord | undefined> {
    const [row] = await selectMessages(tx).where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.id, id)));
    return row;
  },
};

const selectMessages = (tx: DbOrTx) =>
  tx
    .select({ message: chatMessages, sender: { id: users.id, name: users.name } })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId));
