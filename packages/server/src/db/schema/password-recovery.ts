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
