import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SessionEndReason, SessionKind } from '@guiche/shared';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Refresh tokens, stored as SHA-256 hashes. A family is one login session: each refresh marks the token used and
 * issues the next one in the family; presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** Why the session ended (SESSION_END_REASONS), so that its next refresh can tell the user. */
    revokedReason: text().$type<SessionEndReason>(),
    /** Where the session runs (SESSION_KINDS): with the appSession setting, one of each kind may live at once. */
    kind: text().$type<SessionKind>().notNull().default('browser'),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId), index('refresh_tokens_user_id_idx').on(t.userId)],
);
