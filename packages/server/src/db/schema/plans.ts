import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

export const plans = pgTable(
  'plans',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    users: integer().notNull().default(0),
    connections: integer().notNull().default(0),
    queues: integer().notNull().default(0),
    amount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    useWhatsapp: boolean().notNull().default(true),
    useFacebook: boolean().notNull().default(true),
    useInstagram: boolean().notNull().default(true),
    useCampaigns: boolean().notNull().default(true),
    useSchedules: boolean().notNull().default(true),
    useInternalChat: boolean().notNull().default(true),
    useExternalApi: boolean().notNull().default(true),
    useKanban: boolean().notNull().default(true),
    useOpenAi: boolean().notNull().default(true),
    useIntegrations: boolean().notNull().default(true),
    isPublic: boolean().notNull().default(true),
    /**
     * Set on a company's own plan: the custom terms (users, connections, price) it paid for at checkout, which then
     * are its limits and what its next cycles bill. Null for the platform's catalogue, which alone the plan lists
     * show and whose names are unique.
     */
    companyId: integer().references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_key')
      .on(t.name)
      .where(sql`${t.companyId} is null`),
    uniqueIndex('plans_company_id_key').on(t.companyId),
  ],
);
