import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPANY_SETTING_DEFAULTS, COMPANY_SETTING_KEYS, type CompanySettingKey } from '@guiche/shared';
import { timestamps } from './columns.js';
import { companies } from './companies.js';

/** Key/value settings of a company (userCreation, asaas: spec 2 §3). */
export const settings = pgTable(
  'settings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('settings_company_id_key_key').on(t.companyId, t.key),
    index('settings_company_id_idx').on(t.companyId),
  ],
);

function settingColumn(defaultValue: string) {
  return text().notNull().default(defaultValue);
}

// One column per key, derived from the shared defaults so the key list lives in one place.
const settingColumns = Object.fromEntries(
  COMPANY_SETTING_KEYS.map((key) => [key, settingColumn(COMPANY_SETTING_DEFAULTS[key])]),
) as { [K in CompanySettingKey]: ReturnType<typeof settingColumn> };

/** The company's settings row, updated by column and data (spec 2 §3). */
export const companySettings = pgTable('company_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ...settingColumns,
  ...timestamps,
});
