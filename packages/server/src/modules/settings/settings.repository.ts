import { eq } from 'drizzle-orm';
import { COMPANY_SETTING_KEYS, KEY_VALUE_SETTING_DEFAULTS, SECRET_SETTING_KEYS } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { companySettings, settings } from '../../db/schema/index.js';

export const settingsRepository = {
  /** Gives a company every default setting it lacks; safe to run again and from several processes. */
  async ensureDefaults(tx: DbOrTx, companyId: number): Promise<void> {
    await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(KEY_VALUE_SETTING_DEFAULTS).map(([key, value]) => ({ companyId, key, value })))
      .onConflictDoNothing();
  },

  /** The company's settings as the key/value list the session carries (`companieSettings`), secrets left out. */
  async listEntries(tx: DbOrTx, companyId: number): Promise<{ key: string; value: string }[]> {
    const [row] = await tx.select().from(companySettings).where(eq(companySettings.companyId, companyId));
    const keyValues = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(eq(settings.companyId, companyId));
    const fromRow = row ? COMPANY_SETTING_KEYS.map((key) => ({ key, value: row[key] })) : [];
    const secrets = new Set<string>(SECRET_SETTING_KEYS);
    return [...fromRow, ...keyValues.filter((entry) => !secrets.has(entry.key))];
  },
};
