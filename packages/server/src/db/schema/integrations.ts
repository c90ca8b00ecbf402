import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUEUE_INTEGRATION_TYPES, TYPEBOT_DEFAULT_DELAY_MS, TYPEBOT_DEFAULT_EXPIRES_MIN } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { tickets } from './conversations.js';
import { queues } from './queues.js';
import { users } from './users.js';

/** Credentials sealed with the SecretBox (security/secret-box.ts). */
const sealed = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Queue integrations (spec 3 /queue-integration): a bot in front of a queue or connection. */
export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text({ enum: QUEUE_INTEGRATION_TYPES }).notNull(),
    name: text().notNull(),
    projectName: text(),
    /** The Dialogflow service-account JSON, sealed; never returned. */
    jsonContentSealed: sealed(),
    language: text(),
    urlN8N: text(),
    typebotSlug: text(),
    typebotExpires: integer().notNull().default(TYPEBOT_DEFAULT_EXPIRES_MIN),
    typebotDelayMessage: integer().notNull().default(TYPEBOT_DEFAULT_DELAY_MS),
    typebotKeywordFinish: text(),
    typebotKeywordRestart: text(),
    typebotRestartMessage: text(),
    typebotUnknownMessage: text(),
    /** The last run-time failure, shown on the integration's row; cleared when it answers again. */
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('queue_integrations_company_name_idx').on(t.companyId, t.name, t.id)],
);

/** AI prompts (spec 3 /prompts): an OpenAI-compatible model answering a queue's contacts. */
export const prompts = pgTable(
  'prompts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prompt: text().notNull(),
    apiKeySealed: sealed(),
    apiBaseUrl: text(),
    model: text(),
    queueId: integer().references(() => queues.id, { onDelete: 'set null' }),
    voice: text().notNull().default('texto'),
    voiceKeySealed: sealed(),
    voiceRegion: text(),
    maxTokens: integer().notNull().default(100),
    temperature: doublePrecision().notNull().default(1),
    maxMessages: integer().notNull().default(10),
    lastError: text(),
    ...timestamps,
  },
  (t) => [index('prompts_company_name_idx').on(t.companyId, t.name, t.id)],
);

/** File lists (spec 3 /files): a message and files sent in order. */
export const fileLists = pgTable(
  'file_lists',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    message: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('file_lists_company_name_idx').on(t.companyId, t.name, t.id)],
);

export const fileListOptions = pgTable(
  'file_list_options',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileListId: integer()
      .notNull()
      .references(() => fileLists.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    /** Storage key (tenant storage, area files), null until uploaded. */
    path: text(),
    mediaType: text(),
    ...timestamps,
  },
  (t) => [index('file_list_options_list_idx').on(t.fileListId, t.position, t.id)],
);

/**
 * A bot conversation in progress on a ticket (one per ticket): the provider's session (Typebot sessionId,
 * Dialogflow session), when the contact last spoke to it (expiry), and how many automatic answers it gave (a
 * prompt stops at its cap).
 */
export const integrationSessions = pgTable(
  'integration_sessions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** 'integration' or 'prompt', with the id of the one that runs. */
    kind: text({ enum: ['integration', 'prompt'] }).notNull(),
    targetId: integer().notNull(),
    externalId: text(),
    /** What the provider last offered (Typebot's choices, so a numbered answer maps to its item). */
    state: jsonb().$type<{ choices?: string[] }>().notNull().default({}),
    answers: integer().notNull().default(0),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('integration_sessions_ticket_key').on(t.ticketId)],
);
