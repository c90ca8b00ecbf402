import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CAMPAIGN_STATUSES, SHIPPING_STATUSES, type PlantaoDay } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { whatsapps } from './connections.js';
import { tags } from './inbox.js';
import { users } from './users.js';

/** Contact lists (spec 3 "Contact lists"): the recipients of campaigns, filled by hand, by upload or from a tag. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [index('contact_lists_company_name_idx').on(t.companyId, t.name, t.id)],
);

/** One recipient of a list; a number appears once per list (uploads skip duplicates by this key). */
export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactListId: integer()
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Digits only, with country code. */
    number: text().notNull(),
    email: text(),
    /** Null while unknown (no channel could tell); false once a send found no WhatsApp account. */
    isWhatsappValid: boolean(),
    /** Extra spreadsheet columns by header, filled into the campaign's {variables}. */
    variables: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contact_list_items_list_number_key').on(t.contactListId, t.number),
    index('contact_list_items_company_list_idx').on(t.companyId, t.contactListId, t.name, t.id),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text({ enum: CAMPAIGN_STATUSES }).notNull().default('INATIVA'),
    confirmation: boolean().notNull().default(false),
    contactListId: integer().references(() => contactLists.id, { onDelete: 'set null' }),
    tagListId: integer().references(() => tags.id, { onDelete: 'set null' }),
    /** Comma-joined connection ids (spec 3 §3); sends share them round-robin. */
    whatsappId: text(),
    scheduledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    message1: text(),
    message2: text(),
    message3: text(),
    message4: text(),
    message5: text(),
    confirmationMessage1: text(),
    confirmationMessage2: text(),
    confirmationMessage3: text(),
    confirmationMessage4: text(),
    confirmationMessage5: text(),
    mediaPath: text(),
    mediaName: text(),
    /** Bumped by every (re)plan: send jobs of an earlier plan find their shipping planned anew and do nothing. */
    planVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('campaigns_company_id_idx').on(t.companyId, t.id), index('campaigns_status_idx').on(t.status)],
);

/** Campaign settings (spec 3 §3): key → JSON value per company. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * One recipient of one campaign (unique per campaign and number): the durable plan. Its status moves once from
 * pending to a settled state; `sendStartedAt` marks a send begun, so a retry after a crash knows it may be a repeat.
 */
export const campaignShippings = pgTable(
  'campaign_shippings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    name: text().notNull(),
    email: text(),
    variables: jsonb().$type<Record<string, string>>().notNull().default({}),
    contactListItemId: integer().references(() => contactListItems.id, { onDelete: 'set null' }),
    whatsappId: integer().references(() => whatsapps.id, { onDelete: 'set null' }),
    /** The variant drawn for this recipient (1–5). */
    variant: smallint().notNull(),
    status: text({ enum: SHIPPING_STATUSES }).notNull().default('pending'),
    dueAt: timestamp({ withTimezone: true }),
    planVersion: integer().notNull().default(0),
    sendStartedAt: timestamp({ withTimezone: true }),
    /** The channel's id of what was sent (the echo filter and the confirmation reply look it up). */
    wid: text(),
    confirmationRequestedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    failedReason: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaign_shippings_campaign_number_key').on(t.campaignId, t.number),
    index('campaign_shippings_campaign_status_idx').on(t.campaignId, t.status),
    index('campaign_shippings_wid_idx').on(t.whatsappId, t.wid),
    index('campaign_shippings_awaiting_idx')
      .on(t.whatsappId, t.number)
      .where(sql`${t.status} = 'awaiting_confirmation'`),
  ],
);

/** On-call duty (spec 3 /plantao): who is told about waiting tickets during their hours, and how often. */
export const plantoes = pgTable(
  'plantoes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    /** Minutes between messages to the on-call phone (never fewer than the reminders' floor, see plantao-reminders). */
    interval: integer().notNull().default(1),
    days: jsonb().$type<PlantaoDay[]>().notNull(),
    /** When the last notice or digest went to this phone, and in which on-call period (see plantao-reminders). */
    lastNoticeAt: timestamp({ withTimezone: true }),
    lastNoticePeriod: text(),
    ...timestamps,
  },
  (t) => [index('plantoes_company_idx').on(t.companyId, t.id)],
);
