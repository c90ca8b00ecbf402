import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { contacts, tickets } from './conversations.js';
import { users } from './users.js';

/**
 * Who did what among administrative actions (LGPD accountability): one row per action, never updated (a trigger in
 * the migration refuses UPDATE); removed only by its retention setting or with its company. `companyId` null is a
 * platform-level entry, seen by super administrators only. The actor's name and e-mail are copied so that an entry
 * still says who acted after the user is deleted; `changes` holds old → new values with secrets masked.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull().default(''),
    actorEmail: text().notNull().default(''),
    /** The actor's own company: differs from companyId when a super administrator acts in another company. */
    actorCompanyId: integer(),
    action: text().notNull(),
    entityType: text().notNull().default(''),
    entityId: text().notNull().default(''),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_company_id_idx').on(t.companyId, t.id.desc()),
    index('audit_logs_company_action_idx').on(t.companyId, t.action, t.id.desc()),
    index('audit_logs_company_actor_idx').on(t.companyId, t.actorId, t.id.desc()),
    index('audit_logs_platform_idx')
      .on(t.id.desc())
      .where(sql`${t.companyId} is null`),
  ],
);

/**
 * Each answer a contact gave to the LGPD consent prompt, with the text and link they were shown, and each withdrawal
 * (the company's opt-out word). Kept through an erasure: it records the company's prompt, not the contact's data.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    /** accepted | refused | withdrawn */
    decision: text().notNull(),
    message: text().notNull().default(''),
    link: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_consents_contact_idx').on(t.companyId, t.contactId, t.id)],
);

/**
 * An erasure of a contact's data (POST /contacts/{id}/erase), run by a durable job that resumes where it stopped.
 * What was erased is kept as counts, never as data. `numberHash` (a keyed hash of the number, not the number) blocks
 * that number from creating a contact until `blockedUntil`, unless the person writes again.
 */
export const contactErasures = pgTable(
  'contact_erasures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text().notNull().default(''),
    /** pending | running | done */
    status: text().notNull().default('pending'),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
    numberHash: text().notNull().default(''),
    blockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('contact_erasures_company_idx').on(t.companyId, t.id.desc()),
    index('contact_erasures_number_hash_idx').on(t.companyId, t.numberHash),
    uniqueIndex('contact_erasures_one_open_key')
      .on(t.companyId, t.contactId)
      .where(sql`${t.status} <> 'done'`),
  ],
);
