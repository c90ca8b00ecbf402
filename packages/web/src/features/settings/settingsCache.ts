import type { SettingEntry } from './settingsApi';

/** The settings list with one key's new value (added when the list lacked it). */
export function withSetting(list: readonly SettingEntry[], changed: SettingEntry): SettingEntry[] {
  return list.some((entry) => entry.key === changed.key)
    ? list.map((entry) => (entry.key === changed.key ? changed : entry))
    : [...list, changed];
}

export function settingValue(list: readonly SettingEntry[] | undefined, key: string): string | undefined {
  return list?.find((entry) => entry.key === key)?.value;
}
