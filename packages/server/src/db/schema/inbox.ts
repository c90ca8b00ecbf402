import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TICKET_LOG_TYPES } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { contacts, tickets } from './conversations.js';
import { queues } from './queues.js';
import { users } from './users.js';

/** Tags label contacts and tickets; kanban tags (kanban = 1) are the lanes of the kanban board (spec 3). */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text().notNull(),
    kanban: smallint().notNull().default(0),
    /**
     * The lane's place on the company's board, left to right after the default lane (PUT /tags/kanban/order); null
     * for a lane never placed, which follows the placed ones by name. Lanes are few per company, so the existing
     * (company, kanban) index finds them and no index on the position is needed.
     */
    kanbanPosition: integer(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tags_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('tags_company_kanban_idx').on(t.companyId, t.kanban, t.name),
  ],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] }), index('contact_tags_tag_idx').on(t.tagId, t.contactId)],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('ticket_tags_tag_idx').on(t.tagId, t.ticketId)],
);

/** Extra information lines on a contact (name/value pairs of the contact form). */
export const contactCustomFields = pgTable(
  'contact_custom_fields',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    value: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index('contact_custom_fields_contact_idx').on(t.contactId, t.id)],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index('ticket_notes_contact_idx').on(t.contactId, t.createdAt),
    index('ticket_notes_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

/** What happened to a ticket and who did it (the ticket log view of the contact drawer). */
export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    type: text({ enum: TICKET_LOG_TYPES }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_logs_ticket_idx').on(t.ticketId, t.id)],
);

/** The contact's rating of a closed ticket (1 to 5 on the ticket card; NPS answers 0 to 10). */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    rate: smallint().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_ratings_ticket_key').on(t.ticketId)],
);

/** Canned replies (spec 3): shared with the company when geral, else the owner's own. */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    shortcode: text().notNull(),
    message: text().notNull().default(''),
    geral: boolean().notNull().default(false),
    status: text().notNull().default('active'),
    isCategory: boolean().notNull().default(false),
    categoryId: integer(),
    mediaPath: text(),
    mediaName: text(),
    ...timestamps,
  },
  (t) => [
    index('quick_messages_company_shortcode_idx').on(t.companyId, t.shortcode),
    index('quick_messages_company_user_idx').on(t.companyId, t.userId),
  ],
);
