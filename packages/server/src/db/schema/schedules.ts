import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SCHEDULE_STATUSES } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { whatsapps } from './connections.js';
import { contacts, tickets } from './conversations.js';
import { users } from './users.js';

/** Scheduled messages (spec 3 /schedules): a message to a contact, sent at sendAt through a durable job. */
export const schedules = pgTable(
  'schedules',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Whose name the message goes out in. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    status: text({ enum: SCHEDULE_STATUSES }).notNull().default('PENDENTE'),
    failedReason: text(),
    /** The ticket (and its connection) the message went out on. */
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('schedules_company_send_idx').on(t.companyId, t.sendAt, t.id),
    index('schedules_company_contact_idx').on(t.companyId, t.contactId),
  ],
);
