import { describe, expect, it } from 'vitest';
import { COMPANY_SETTING_KEYS } from '@guiche/shared';
import { withSetting, settingValue } from './settingsCache';
import { PRIVACY_SETTING_KEYS, SETTING_GROUPS } from './settingsLayout';

describe('SETTING_GROUPS', () => {
  it('shows every company setting key exactly once', () => {
    const shown = [...SETTING_GROUPS.flatMap((group) => [...group.keys]), ...PRIVACY_SETTING_KEYS];
    expect([...shown].sort()).toEqual([...COMPANY_SETTING_KEYS].sort());
  });
});

describe('settings cache', () => {
  const list = [
    { key: 'userRating', value: 'disabled' },
    { key: 'scheduleType', value: 'queue' },
  ];

  it('replaces a changed value in place and adds a key the list lacked', () => {
    expect(withSetting(list, { key: 'userRating', value: 'enabled' })).toEqual([
      { key: 'userRating', value: 'enabled' },
      { key: 'scheduleType', value: 'queue' },
    ]);
    expect(withSetting(list, { key: 'asaas', value: '********' })).toHaveLength(3);
  });

  it('reads one value', () => {
    expect(settingValue(list, 'scheduleType')).toBe('queue');
    expect(settingValue(undefined, 'scheduleType')).toBeUndefined();
  });
});
