import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { whatsapps } from './connections.js';
import { tickets } from './conversations.js';
import { queues } from './queues.js';
import { users } from './users.js';

/**
 * One attendance cycle of a ticket (issue 18): from entering the waiting line (created or reopened) to the
 * attendant's resolve. A reopened ticket starts a new cycle, so waiting time (queuedAt → startedAt) and service time
 * (startedAt → finishedAt) stay exact per cycle. userId, queueId and whatsappId follow the ticket while the cycle
 * runs (a transfer moves the cycle to the new attendant or queue). The dashboard and reports read this table.
 */
export const attendanceCycles = pgTable(
  'attendance_cycles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The chatbot (or LGPD question) took the conversation. */
    botAt: timestamp({ withTimezone: true }),
    /** An attendant accepted it (status open). */
    startedAt: timestamp({ withTimezone: true }),
    /** Resolved (waiting for the rating, or closed). */
    finishedAt: timestamp({ withTimezone: true }),
    ratedAt: timestamp({ withTimezone: true }),
    rate: smallint(),
  },
  (t) => [
    // At most one running cycle per ticket, whatever events arrive at once.
    uniqueIndex('attendance_cycles_running_key')
      .on(t.ticketId)
      .where(sql`${t.finishedAt} is null`),
    index('attendance_cycles_company_queued_idx').on(t.companyId, t.queuedAt),
    index('attendance_cycles_company_finished_idx').on(t.companyId, t.finishedAt),
    index('attendance_cycles_company_user_queued_idx').on(t.companyId, t.userId, t.queuedAt),
    index('attendance_cycles_ticket_idx').on(t.ticketId, t.id),
  ],
);
