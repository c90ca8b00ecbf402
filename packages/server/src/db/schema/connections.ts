import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONNECTION_CHANNELS,
  CONNECTION_STATUSES,
  DEFAULT_MAX_USE_BOT_QUEUES,
  DEFAULT_MAX_USE_BOT_QUEUES_NPS,
  DEFAULT_PROVIDER,
  DEFAULT_SERVICE_HOURS,
  type ServiceHours,
} from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { queues } from './queues.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A connection (the spec calls it "whatsapp" whatever its channel). */
export const whatsapps = pgTable(
  'whatsapps',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    channel: text({ enum: CONNECTION_CHANNELS }).notNull().default('whatsapp'),
    number: text(),
    status: text({ enum: CONNECTION_STATUSES }).notNull().default('DISCONNECTED'),
    qrcode: text(),
    retries: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    /** 30 upper-case letters and digits; identifies the connection to the external API. */
    token: text(),
    greetingMessage: text(),
    complationMessage: text(),
    outOfHoursMessage: text(),
    ratingMessage: text(),
    allowGroup: boolean().notNull().default(false),
    groupAsTicket: text({ enum: ['disabled', 'enabled'] })
      .notNull()
      .default('disabled'),
    maxUseBotQueues: integer().notNull().default(DEFAULT_MAX_USE_BOT_QUEUES),
    timeUseBotQueues: integer().notNull().default(0),
    expiresTicket: integer().notNull().default(0),
    whenExpiresTicket: integer().notNull().default(0),
    expiresInactiveMessage: text(),
    timeInactiveMessage: integer().notNull().default(0),
    inactiveMessage: text(),
    maxUseBotQueuesNPS: integer().notNull().default(DEFAULT_MAX_USE_BOT_QUEUES_NPS),
    expiresTicketNPS: integer().notNull().default(0),
    timeCreateNewTicket: integer().notNull().default(0),
    timeSendQueue: integer().notNull().default(0),
    sendIdQueue: integer().references(() => queues.id, { onDelete: 'set null' }),
    integrationId: integer(),
    promptId: integer(),
    wavoip: text(),
    provider: text().notNull().default(DEFAULT_PROVIDER),
    greetingMediaAttachment: text(),
    schedules: jsonb().$type<ServiceHours[]>().notNull().default(DEFAULT_SERVICE_HOURS),
    importOldMessages: timestamp({ withTimezone: true }),
    importRecentMessages: timestamp({ withTimezone: true }),
    importOldMessagesGroups: boolean().notNull().default(false),
    closedTicketsPostImported: boolean().notNull().default(false),
    statusImportMessages: text(),
    // Meta channels (Cloud API, Messenger, Instagram): where webhooks are routed and what sends use.
    /** Cloud API phone_number_id, or the Facebook page id / Instagram account id. */
    providerAccountId: text(),
    /** Encrypted provider access token (page token or Cloud API system-user token). */
    accessTokenEncrypted: bytea(),
    ...timestamps,
  },
  (t) => [
    index('whatsapps_company_id_idx').on(t.companyId, t.name),
    uniqueIndex('whatsapps_token_key').on(t.token),
    // At most one default connection per company.
    uniqueIndex('whatsapps_company_default_key')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    // A provider account belongs to one connection: inbound webhooks route by it.
    uniqueIndex('whatsapps_channel_account_key').on(t.channel, t.providerAccountId),
  ],
);

export const whatsappQueues = pgTable(
  'whatsapp_queues',
  {
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    queueId: integer()
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.whatsappId, t.queueId] }), index('whatsapp_queues_queue_id_idx').on(t.queueId)],
);

/**
 * Session state of a stateful channel (Baileys credentials and Signal keys; the simulator's phone), one row per
 * (connection, type, id), values encrypted at rest. `epoch` fences writes: only the lease holder's epoch may write.
 */
export const channelAuthKeys = pgTable(
  'channel_auth_keys',
  {
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    keyId: text().notNull(),
    value: bytea().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.whatsappId, t.type, t.keyId] })],
);

/** Which server process owns a connection's live session, until when, and under which (ever increasing) epoch. */
export const channelLeases = pgTable('channel_leases', {
  whatsappId: integer()
    .primaryKey()
    .references(() => whatsapps.id, { onDelete: 'cascade' }),
  owner: text().notNull(),
  epoch: integer().notNull().default(1),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
