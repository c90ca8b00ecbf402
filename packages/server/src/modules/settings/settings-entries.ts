import { SECRET_SETTING_KEYS } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { rowEntries, settingsRepository } from './settings.repository.js';

const secretKeys = new Set<string>(SECRET_SETTING_KEYS);

/** Every non-secret setting of a company as key/value pairs: what the session carries as `companieSettings`. */
export async function settingsEntries(tx: DbOrTx, companyId: number): Promise<{ key: string; value: string }[]> {
  const [row, keyValues] = await Promise.all([
    settingsRepository.findRow(tx, companyId),
    settingsRepository.listKeyValues(tx, companyId),
  ]);
  return [...rowEntries(row), ...keyValues.filter((entry) => !secretKeys.has(entry.key))];
}
