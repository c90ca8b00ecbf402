import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The secrets of this installation that its environment does not set (JWT_SECRET, ENCRYPTION_KEY outside
 * production), generated once by whichever process starts first, so every process on the database uses the same
 * ones (security/instance-secrets.ts). Not tenant data: no company owns them.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  /** The environment variable the value stands in for. */
  name: text().primaryKey(),
  /** The secret, or with `sealed` its SecretBox value (base64) under the ENCRYPTION_KEY of the environment. */
  value: text().notNull(),
  sealed: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
