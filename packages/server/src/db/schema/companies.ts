import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SERVICE_HOURS, DEFAULT_TIMEZONE, RECURRENCES, type ServiceHours } from '@guiche/shared';
import { timestamps } from './columns.js';
import { plans } from './plans.js';

/** Values of companies.configVersion. */
export const companyConfigVersionSeq = pgSequence('company_config_version_seq');

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    document: text(),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    status: boolean().notNull().default(true),
    /** yyyy-MM-dd; null means no due date set yet. */
    dueDate: date({ mode: 'string' }),
    recurrence: text({ enum: RECURRENCES }).default('MENSAL'),
    paymentMethod: text(),
    lastLogin: timestamp({ withTimezone: true }),
    /** Service hours when the company's scheduleType setting is 'company'. */
    schedules: jsonb().$type<ServiceHours[]>().notNull().default(DEFAULT_SERVICE_HOURS),
    /**
     * The IANA zone the company's wall clocks are read in: service hours, schedules, campaigns, placeholders, on-call
     * hours, dashboards and reports (shared time-zones.ts). Engine configuration: a change renumbers configVersion
     * (migration 0034).
     */
    timeZone: text().notNull().default(DEFAULT_TIMEZONE),
    /**
     * Changed by triggers (migration 0027) when a transaction that changed something the conversation engine reads
     * as configuration commits: the company's settings or schedules, its connections, queues, their links, chatbot
     * options, and the time zone. Each server process keeps that configuration in memory and reads this instead of all of it for every
     * message. Drawn from a sequence, so no two states of any company (even one recreated under a reused id) share
     * a value: a process only ever compares it for equality.
     */
    configVersion: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('company_config_version_seq')`),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name), index('companies_plan_id_idx').on(t.planId)],
);
