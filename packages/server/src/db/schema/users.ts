import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ALL_TICKET_VALUES,
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  LANGUAGES,
  MENU_STATES,
  PROFILES,
  THEMES,
} from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';
import { whatsapps } from './connections.js';

const ENABLED_DISABLED = ['enabled', 'disabled'] as const;

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Stored lower-cased; one account per email on the whole platform. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    profile: text({ enum: PROFILES }).notNull().default('user'),
    super: boolean().notNull().default(false),
    online: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** Bumped on every new login: access tokens carrying an older version stop working at once. */
    tokenVersion: integer().notNull().default(0),
    language: text({ enum: LANGUAGES }).notNull().default('pt-BR'),
    profileImage: text(),
    startWork: text().notNull().default(DEFAULT_WORK_START),
    endWork: text().notNull().default(DEFAULT_WORK_END),
    farewellMessage: text(),
    allTicket: text({ enum: ALL_TICKET_VALUES }).notNull().default('disable'),
    allowGroup: boolean().notNull().default(false),
    defaultTheme: text({ enum: THEMES }).notNull().default('light'),
    defaultMenu: text({ enum: MENU_STATES }).notNull().default('open'),
    wpp: text(),
    /**
     * The WhatsApp number (digits with country code) this user proved by a code at sign-up: password recovery sends
     * to it alone, and no other account verifies it (users_verified_wpp_key).
     */
    verifiedWpp: text(),
    /** Default connection. */
    whatsappId: integer().references((): AnyPgColumn => whatsapps.id, { onDelete: 'set null' }),
    showDashboard: text({ enum: ENABLED_DISABLED }).notNull().default('disabled'),
    allowRealTime: text({ enum: ENABLED_DISABLED }).notNull().default('disabled'),
    allowConnections: text({ enum: ENABLED_DISABLED }).notNull().default('disabled'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_verified_wpp_key').on(t.verifiedWpp),
    index('users_company_id_name_idx').on(t.companyId, t.name),
  ],
);
