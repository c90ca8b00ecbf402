import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_SERVICE_HOURS, RECURRENCES, type ServiceHours } from '@guiche/shared';
import { timestamps } from './columns.js';
import { plans } from './plans.js';

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
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name), index('companies_plan_id_idx').on(t.planId)],
);
