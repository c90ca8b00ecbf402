import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONNECTION_CHANNELS } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { chatbots } from './chatbots.js';
import { whatsapps } from './connections.js';
import { queues } from './queues.js';
import { users } from './users.js';

/** Ticket statuses in which a conversation is still active (one such ticket per contact and connection). */
export const ACTIVE_TICKET_STATUSES = ['open', 'pending', 'group', 'nps', 'lgpd'] as const;
export const TICKET_STATUS_VALUES = [...ACTIVE_TICKET_STATUSES, 'closed'] as const;

export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Phone digits with country code, or the group id for groups; null when the channel gave no phone (LID/PSID only). */
    number: text(),
    /** WhatsApp privacy id (…@lid), kept beside the phone: WhatsApp may address one person by either. */
    lid: text(),
    /** Page-scoped (Messenger/Instagram) or business-scoped (Cloud API) id. */
    externalId: text(),
    channel: text({ enum: CONNECTION_CHANNELS }).notNull().default('whatsapp'),
    email: text(),
    profilePicUrl: text(),
    active: boolean().notNull().default(true),
    disableBot: boolean().notNull().default(false),
    acceptAudioMessage: boolean().notNull().default(true),
    lgpdAcceptedAt: timestamp({ withTimezone: true }),
    isGroup: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // One contact per identity in a company; the upsert relies on these.
    uniqueIndex('contacts_company_number_key')
      .on(t.companyId, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('contacts_company_lid_key')
      .on(t.companyId, t.lid)
      .where(sql`${t.lid} is not null`),
    uniqueIndex('contacts_company_external_key')
      .on(t.companyId, t.channel, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('contacts_company_name_idx').on(t.companyId, t.name),
    // Substring search on names and numbers (ticket and contact search), served by pg_trgm; the company first
    // (btree_gin), so that a search reads one company's entries and not every company's matches.
    index('contacts_company_name_trgm_idx').using('gin', t.companyId, t.name.op('gin_trgm_ops')),
    index('contacts_company_number_trgm_idx').using('gin', t.companyId, t.number.op('gin_trgm_ops')),
    // The dashboard's leads: contacts first seen in a date range.
    index('contacts_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: TICKET_STATUS_VALUES }).notNull().default('pending'),
    channel: text({ enum: CONNECTION_CHANNELS }).notNull().default('whatsapp'),
    isGroup: boolean().notNull().default(false),
    lastMessage: text(),
    lastMessageAt: timestamp({ withTimezone: true }),
    unreadMessages: integer().notNull().default(0),
    /** Who spoke last: the contact (false) or the company (true). */
    fromMe: boolean().notNull().default(false),
    isBot: boolean().notNull().default(false),
    amountUsedBotQueues: integer().notNull().default(0),
    /** While the ticket waits for its rating (nps): whether the resolve asked for the farewell once it ends. */
    farewellAfterRating: boolean().notNull().default(true),
    closedAt: timestamp({ withTimezone: true }),
    useIntegration: boolean().notNull().default(false),
    integrationId: integer(),
    promptId: integer(),
    /** Set on tickets the message import created; POST /closedimported/{id} closes these. */
    importedAt: timestamp({ withTimezone: true }),
    // Conversation engine state (modules/conversation-engine): kept on the ticket so it survives a restart.
    /** When the engine first took the conversation (greeting, menu or LGPD question); null: not yet. */
    botStartedAt: timestamp({ withTimezone: true }),
    /** The chatbot node whose children the contact is offered; null at the queue's first level. */
    chatbotOptionId: integer().references((): AnyPgColumn => chatbots.id, { onDelete: 'set null' }),
    /** Start of the window in which amountUsedBotQueues counts invalid answers (timeUseBotQueues). */
    botAttemptsSince: timestamp({ withTimezone: true }),
    /** When the LGPD consent question was last sent (the ticket waits in status lgpd). */
    lgpdSentAt: timestamp({ withTimezone: true }),
    /** The contact wrote outside service hours and has not written inside them since (lists mark it). */
    isOutOfHour: boolean().notNull().default(false),
    /** When the out-of-hours message was last sent: once per out-of-hours period. */
    outOfHoursNotifiedAt: timestamp({ withTimezone: true }),
    /**
     * Snoozed until then (POST /tickets/{id}/snooze): out of the lists of its status until the time comes or the
     * contact writes, whichever is first; null when not snoozed. Meaningful only in a snoozable status.
     */
    snoozedUntil: timestamp({ withTimezone: true }),
    /** Who snoozed it: told when the snooze ends. */
    snoozedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One active ticket per contact and connection, whatever runs at the same time.
    uniqueIndex('tickets_one_active_key')
      .on(t.contactId, t.whatsappId)
      .where(sql`${t.status} in ('open', 'pending', 'group', 'nps', 'lgpd')`),
    // Ticket lists page by (updatedAt, id) within a status, optionally narrowed to queues or to a user.
    index('tickets_company_status_updated_idx').on(t.companyId, t.status, t.updatedAt.desc(), t.id.desc()),
    index('tickets_company_queue_status_updated_idx').on(
      t.companyId,
      t.queueId,
      t.status,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('tickets_company_user_status_updated_idx').on(
      t.companyId,
      t.userId,
      t.status,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    // Lists over every status (search, statusFilter with several statuses) walk the newest tickets in order.
    index('tickets_company_updated_idx').on(t.companyId, t.updatedAt.desc(), t.id.desc()),
    index('tickets_contact_idx').on(t.contactId, t.whatsappId, t.updatedAt),
    // The attendance report filters by opening date (dateFrom, dateTo).
    index('tickets_company_created_idx').on(t.companyId, t.createdAt),
    // The report pages and exports a company's tickets newest first by id, and counts them: without it the page
    // walked the primary key past every other company's tickets (150 ms on 600,000 tickets, bench insight-queries).
    index('tickets_company_id_idx').on(t.companyId, t.id),
    // The "Adiados" list pages its few snoozed tickets by the lists' key; the other lists only skip them.
    index('tickets_company_snoozed_updated_idx')
      .on(t.companyId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.snoozedUntil} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    /** The channel's own message id; unique per connection so a redelivered event is stored once. */
    wid: text().notNull(),
    remoteJid: text(),
    participant: text(),
    fromMe: boolean().notNull().default(false),
    /** The attendant who wrote an outbound message (edit rights, signature); null for the contact and the bot. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull().default(''),
    mediaType: text(),
    /** Original file name of a document or attachment. */
    mediaName: text(),
    /** Storage key of the downloaded media (served by /api/media). */
    mediaUrl: text(),
    /** 0 pending, 1 sent, 2 delivered, 3 read, 4 played (spec 1 §2); never moves backwards. */
    ack: integer().notNull().default(0),
    failedReason: text(),
    read: boolean().notNull().default(false),
    quotedMsgId: text(),
    isDeleted: boolean().notNull().default(false),
    isEdited: boolean().notNull().default(false),
    isForwarded: boolean().notNull().default(false),
    isPrivate: boolean().notNull().default(false),
    /** Written by the conversation engine (greeting, menus, canned replies), not by an attendant. */
    isBot: boolean().notNull().default(false),
    dataJson: jsonb(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Outbound: when the latest call to the channel began, until the channel answered (then null). Set while the
     * outcome is unknown, so whoever finds it after a crash knows the channel may already hold the message.
     */
    sendStartedAt: timestamp({ withTimezone: true }),
    /** Outbound: the channel may or may not have taken it (an interrupted send it cannot dedupe); the attendant decides. */
    unconfirmedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('messages_connection_wid_key').on(t.whatsappId, t.wid),
    // Outbound messages still queued, per chat: the per-chat order check reads only these few rows.
    index('messages_ticket_pending_idx')
      .on(t.ticketId, t.id)
      .where(sql`${t.wid} like 'pending:%'`),
    index('messages_ticket_idx').on(t.ticketId, t.id),
    index('messages_company_wid_idx').on(t.companyId, t.wid),
    // Reactions shown on a page's messages, found without reading every message of a long chat.
    index('messages_ticket_reactions_idx')
      .on(t.ticketId, t.quotedMsgId)
      .where(sql`${t.mediaType} = 'reactionMessage'`),
    // Ticket search by message text, served by pg_trgm (never a sequential LIKE). Only what people wrote: the bot's
    // texts (the same greeting and menus on every ticket) are not searched, nor indexed. The company first, as above.
    index('messages_company_body_trgm_idx')
      .using('gin', t.companyId, t.body.op('gin_trgm_ops'))
      .where(sql`${t.isBot} = false`),
  ],
);
