import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_SETTING_RULES,
  DISABLED,
  ENABLED,
  SCHEDULE_TYPES,
  type CompanySettingKey,
  type ScheduleType,
} from '@guiche/shared';
import { SettingRow } from './SettingRow';
import { SettingTextField } from './SettingTextField';
import { useSaveSetting } from './useSaveSetting';

function isScheduleType(value: string): value is ScheduleType {
  return (SCHEDULE_TYPES as readonly string[]).includes(value);
}

/** The label of one value of a choice setting. */
function choiceLabel(t: TFunction, key: CompanySettingKey, value: string): string {
  if (key === 'scheduleType' && isScheduleType(value)) return t(`settings.scheduleTypes.${value}`);
  if (key === 'chatBotType' && value === 'text') return t('settings.chatBotTypes.text');
  if (key === 'campaignsEnabled') return value === 'true' ? t('common.enabled') : t('common.disabled');
  return value;
}

/** One company setting with the control its rule calls for (COMPANY_SETTING_RULES): switch, select or text. */
export function SettingControl({ settingKey, value }: { settingKey: CompanySettingKey; value: string }) {
  const { t } = useTranslation();
  const save = useSaveSetting(settingKey);
  const rule = COMPANY_SETTING_RULES[settingKey];
  const label = t(`settings.keys.${settingKey}`);
  const labelId = `setting-${settingKey}-label`;

  // A number of days is typed like a text (the privacy card shows the retention periods with their dry run).
  if (rule.kind === 'text' || rule.kind === 'days') {
    // Keyed by the saved value, so another admin's change (a live event) replaces the draft.
    return (
      <SettingTextField
        key={value}
        settingKey={settingKey}
        label={label}
        value={value}
        saving={save.isPending}
        onSave={(next) => save.mutateAsync(next)}
      />
    );
  }
  return (
    <SettingRow label={label} labelId={labelId} wide={rule.kind === 'choice'}>
      {rule.kind === 'toggle' ? (
        <Switch
          checked={value === ENABLED}
          disabled={save.isPending}
          onChange={(_event, checked) => save.mutate(checked ? ENABLED : DISABLED)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          data-testid={`setting-${settingKey}`}
        />
      ) : (
        <TextField
          select
          size="small"
          fullWidth
          value={value}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.value)}
          slotProps={{ select: { 'aria-labelledby': labelId } }}
          data-testid={`setting-${settingKey}`}
        >
          {rule.values.map((option) => (
            <MenuItem key={option} value={option}>
              {choiceLabel(t, settingKey, option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </SettingRow>
  );
}
