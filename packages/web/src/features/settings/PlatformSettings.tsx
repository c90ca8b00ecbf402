import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { DISABLED, ENABLED } from '@guiche/shared';
import { SettingRow } from './SettingRow';
import { SettingTextField } from './SettingTextField';
import { useSaveSetting } from './useSaveSetting';

/** GET /settings masks a saved token this way for the super administrator. */
const SECRET_MASK = '********';

/** The super administrator's settings (spec 2 §6): sign-up on the site, and the payment provider's token. */
export function PlatformSettings({ userCreation, asaas }: { userCreation: string; asaas: string }) {
  const { t } = useTranslation();
  const saveUserCreation = useSaveSetting('userCreation');
  const saveAsaas = useSaveSetting('asaas');
  const saved = asaas === SECRET_MASK;

  return (
    <>
      <SettingRow label={t('settings.keys.userCreation')} labelId="setting-userCreation-label">
        <Switch
          checked={userCreation === ENABLED}
          disabled={saveUserCreation.isPending}
          onChange={(_event, checked) => saveUserCreation.mutate(checked ? ENABLED : DISABLED)}
          slotProps={{ input: { 'aria-labelledby': 'setting-userCreation-label' } }}
          data-testid="setting-userCreation"
        />
      </SettingRow>
      {/* The token never comes back: the field starts empty, and saving replaces the stored one. */}
      <SettingTextField
        settingKey="asaas"
        secret
        label={t('settings.keys.asaas')}
        value=""
        saving={saveAsaas.isPending}
        onSave={(token) => saveAsaas.mutateAsync(token)}
        helperText={saved ? t('settings.asaasSaved') : undefined}
      />
    </>
  );
}
