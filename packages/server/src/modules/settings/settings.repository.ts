import { and, eq, sql } from 'drizzle-orm';
import {
  COMPANY_SETTING_KEYS,
  KEY_VALUE_SETTING_DEFAULTS,
  type CompanySettingKey,
  type KeyValueSettingKey,
} from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { companySettings, settings } from '../../db/schema/index.js';

export type CompanySettingsRow = typeof companySettings.$inferSelect;

/** Read for every message the engine handles. */
const settingsRowOf = preparedPerHandle((db) =>
  db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, sql.placeholder('companyId')))
    .prepare('company_settings_row'),
);

export const settingsRepository = {
  /** Gives a company every default setting it lacks; safe to run again and from several processes. */
  async ensureDefaults(tx: DbOrTx, companyId: number): Promise<void> {
    await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(KEY_VALUE_SETTING_DEFAULTS).map(([key, value]) => ({ companyId, key, value })))
      .onConflictDoNothing();
  },

  async findRow(tx: DbOrTx, companyId: number): Promise<CompanySettingsRow | undefined> {
    const [row] = await settingsRowOf(tx).execute({ companyId });
    return row;
  },

  /** `key` comes from the allow-list (COMPANY_SETTING_KEYS), never from raw request text. */
  async updateColumn(tx: DbOrTx, companyId: number, key: CompanySettingKey, value: string): Promise<void> {
    await tx
      .insert(companySettings)
      .values({ companyId, [key]: value })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { [key]: value } });
  },

  async listKeyValues(tx: DbOrTx, companyId: number): Promise<{ key: string; value: string }[]> {
    return tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.companyId, companyId));
  },

  async setKeyValue(tx: DbOrTx, companyId: number, key: KeyValueSettingKey, value: string): Promise<void> {
    await tx
      .insert(settings)
      .values({ companyId, key, value })
      .onConflictDoUpdate({ target: [settings.companyId, settings.key], set: { value } });
  },

  async findKeyValue(tx: DbOrTx, companyId: number, key: KeyValueSettingKey): Promise<string | undefined> {
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.companyId, companyId), eq(settings.key, key)));
    return row?.value;
  },
};

/** The company's settings row as key/value pairs, in the order of the spec's key list. */
export function rowEntries(row: CompanySettingsRow | undefined): { key: CompanySettingKey; value: string }[] {
  return row ? COMPANY_SETTING_KEYS.map((key) => ({ key, value: row[key] })) : [];
}
