import type { KeyValueSettingKey } from '@guiche/shared';
import type { SecretBox } from '../../security/secret-box.js';

/** The context a secret setting is sealed under: it opens only as that key of that company. */
const settingContext = (companyId: number, key: KeyValueSettingKey) => `setting:${companyId}:${key}`;

/** A secret setting (asaas) as stored: sealed, base64. Empty stays empty (the setting is unset). */
export function sealSetting(box: SecretBox, companyId: number, key: KeyValueSettingKey, value: string): string {
  return value ? box.seal(value, settingContext(companyId, key)).toString('base64') : '';
}

/** The stored secret setting opened, or undefined when unset or not sealed by this server's key. */
export function openSetting(
  box: SecretBox,
  companyId: number,
  key: KeyValueSettingKey,
  stored: string | undefined,
): string | undefined {
  if (!stored) return undefined;
  try {
    return box.open(Buffer.from(stored, 'base64'), settingContext(companyId, key)).toString();
  } catch {
    return undefined;
  }
}
