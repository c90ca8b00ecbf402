import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CHATBOT_OPTION_TYPES } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { queues } from './queues.js';
import { users } from './users.js';

/**
 * One option of a queue's chatbot tree. Every node keeps its queue (root or not) so a whole tree loads with one
 * indexed query; `parentId` null marks the first level. Deleting a node deletes its subtree.
 */
export const chatbots = pgTable(
  'chatbots',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => chatbots.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    greetingMessage: text(),
    queueType: text({ enum: CHATBOT_OPTION_TYPES }).notNull().default('text'),
    optQueueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    optUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    // Integrations and file lists arrive with later issues; plain ids until their tables exist.
    optIntegrationId: integer(),
    optFileId: integer(),
    closeTicket: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('chatbots_queue_id_idx').on(t.queueId, t.parentId, t.position),
    index('chatbots_parent_id_idx').on(t.parentId),
  ],
);
