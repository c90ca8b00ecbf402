import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * The first answer to a POST that carried an Idempotency-Key, per user. A retry with the same key gets that answer
 * again instead of sending or creating twice; a row without a status is a request still being handled. Rows older
 * than a day are pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    responseStatus: smallint(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
