import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ServiceHours } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

export const queues = pgTable(
  'queues',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    greetingMessage: text(),
    outOfHoursMessage: text(),
    orderQueue: integer(),
    ativarRoteador: boolean().notNull().default(false),
    tempoRoteador: integer().notNull().default(0),
    // Targets created by later issues (integrations, file lists, prompts); plain ids until their tables exist.
    integrationId: integer(),
    fileListId: integer(),
    promptId: integer(),
    closeTicket: boolean().notNull().default(false),
    schedules: jsonb().$type<ServiceHours[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('queues_company_id_name_key').on(t.companyId, t.name),
    uniqueIndex('queues_company_id_color_key').on(t.companyId, t.color),
  ],
);

export const userQueues = pgTable(
  'user_queues',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.queueId] }), index('user_queues_queue_id_idx').on(t.queueId)],
);
