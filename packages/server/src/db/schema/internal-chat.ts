import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MEDIA_TYPES } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/** Internal chat between users of one company (spec 1 /chats): a titled conversation with its members. */
export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Who alone may edit or delete the chat (spec 1 §6); a deleted owner leaves it to nobody. */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    lastMessage: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chats_uuid_idx').on(t.uuid),
    index('chats_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

/** A member of a chat and what they have not read yet. */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreads: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_users_chat_user_idx').on(t.chatId, t.userId),
    index('chat_users_company_user_idx').on(t.companyId, t.userId, t.chatId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The text, or the file's name for a file. */
    message: text().notNull().default(''),
    /** A storage key under the company's `chats` area. */
    mediaPath: text(),
    mediaType: text({ enum: CHAT_MEDIA_TYPES }),
    ...timestamps,
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
