import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * A device's Web Push subscription (issue 41): the push service's endpoint and the keys that encrypt for it. One
 * endpoint is one browser profile, so it is unique: subscribing it again (another user on a shared device) moves it.
 * Removed when the push service answers 404 or 410 (the subscription is gone) or when the user turns it off.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The login session that subscribed the device (its refresh-token family): when it ends (logout, replaced,
     * revoked) the device stops receiving pushes, so a signed-out phone hears nothing more of the company.
     */
    sessionId: uuid().notNull(),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What the user sees to tell their devices apart (from the user agent). */
    device: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastPushAt: timestamp({ withTimezone: true }),
    /**
     * New waiting tickets are told to a device at most once a minute (push-digest.ts): until this moment the ones
     * after the first are only counted here, and one push then says how many arrived meanwhile.
     */
    pendingQuietUntil: timestamp({ withTimezone: true }),
    pendingHeld: integer().notNull().default(0),
  },
  (t) => [
    index('push_subscriptions_company_user_idx').on(t.companyId, t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
