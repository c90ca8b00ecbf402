import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { plantoes } from './campaigns.js';
import { tickets } from './conversations.js';

export const PLANTAO_NOTICE_STATUSES = ['queued', 'sent', 'dropped'] as const;

/**
 * Which waiting tickets an on-call person was (or is about to be) told about, per on-call period: the unique key is
 * what makes it one notice per ticket per period across restarts and processes. 'queued' waits for the next digest,
 * 'sent' went out, 'dropped' was taken (or its period ended) before the digest.
 */
export const plantaoNotices = pgTable(
  'plantao_notices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plantaoId: integer()
      .notNull()
      .references(() => plantoes.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The on-call period: the local date and time its hours began ('2026-03-02 22:00'). */
    period: text().notNull(),
    status: text({ enum: PLANTAO_NOTICE_STATUSES }).notNull().default('queued'),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plantao_notices_plantao_ticket_period_key').on(t.plantaoId, t.ticketId, t.period),
    index('plantao_notices_queued_idx')
      .on(t.plantaoId, t.period)
      .where(sql`${t.status} = 'queued'`),
    // A ticket's deletion cascades here.
    index('plantao_notices_ticket_idx').on(t.ticketId),
  ],
);
