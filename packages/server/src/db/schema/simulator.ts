import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { whatsapps } from './connections.js';

/** The simulated phone behind a simulator connection: paired or waiting for its QR to be "scanned". */
export const simulatorSessions = pgTable('simulator_sessions', {
  whatsappId: integer()
    .primaryKey()
    .references(() => whatsapps.id, { onDelete: 'cascade' }),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  paired: boolean().notNull().default(false),
  qr: text(),
  /** The company's simulated WhatsApp number once paired. */
  number: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every message the simulated contacts sent or received, as their phones show them. */
export const simulatorMessages = pgTable(
  'simulator_messages',
  {
    id: serial().primaryKey(),
    whatsappId: integer()
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The contact's number (digits): one simulated phone per number. */
    contactNumber: text().notNull(),
    contactName: text(),
    /** 'in': the contact wrote it; 'out': the company's reply. */
    direction: text({ enum: ['in', 'out'] }).notNull(),
    wid: text().notNull(),
    kind: text().notNull().default('text'),
    body: text().notNull().default(''),
    mediaKey: text(),
    mediaMime: text(),
    quotedWid: text(),
    /** For reactions: the message reacted to. */
    targetWid: text(),
    ack: integer().notNull().default(1),
    isDeleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('simulator_messages_chat_idx').on(t.whatsappId, t.contactNumber, t.id),
    // A reply repeated after a crash carries the same id: the simulated phone keeps one, as WhatsApp would.
    uniqueIndex('simulator_messages_wid_key').on(t.whatsappId, t.wid),
  ],
);
