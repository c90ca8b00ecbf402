import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A password recovery in progress (docs/spec-deviations.md, "Password recovery"): one per WhatsApp number. The code
 * and the token it unlocks are stored as HMACs only. A number that names no account gets a row too (userId null),
 * so that asking, guessing and running out of attempts look the same whether or not the number exists.
 */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial().primaryKey(),
    /** Digits with country code, as users.wpp is matched. */
    wpp: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by the right code: the password change presents this token, once, before tokenExpiresAt. */
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_recoveries_wpp_key').on(t.wpp),
    uniqueIndex('password_recoveries_token_hash_key').on(t.tokenHash),
    index('password_recoveries_user_id_idx').on(t.userId),
  ],
);

/**
 * A sign-up's WhatsApp number being verified (docs/spec-deviations.md, "Sign-up"): one code per number, stored as an
 * HMAC, 10 minutes and 3 attempts; the row goes once the account exists.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial().primaryKey(),
    /** Digits with country code. */
    wpp: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_verifications_wpp_key').on(t.wpp)],
);
