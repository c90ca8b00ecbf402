import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPANY_SETTING_DEFAULTS, type CompanySettingKey } from '@guiche/shared';
import { RetentionSetting } from './RetentionSetting';
import type { SettingEntry } from './settingsApi';
import { settingValue } from './settingsCache';
import { SettingTextField } from './SettingTextField';
import { useSaveSetting } from './useSaveSetting';

/** A plain text setting of the card (the opt-out word, the audit log's days), saved on demand. */
function TextSetting({ settingKey, value, help }: { settingKey: CompanySettingKey; value: string; help: string }) {
  const { t } = useTranslation();
  const save = useSaveSetting(settingKey);
  return (
    // Keyed by the saved value, so another admin's change (a live event) replaces the draft.
    <SettingTextField
      key={value}
      settingKey={settingKey}
      label={t(`settings.keys.${settingKey}`)}
      value={value}
      saving={save.isPending}
      onSave={(next) => save.mutateAsync(next.trim())}
      helperText={help}
    />
  );
}

/**
 * "Privacidade" (issue 40): the LGPD opt-out word, the retention periods of media and of closed tickets' messages
 * (each with its dry run before it is turned on), and how long the audit log keeps its entries.
 */
export function PrivacyCard({ settings }: { settings: readonly SettingEntry[] }) {
  const { t } = useTranslation();
  const value = (key: CompanySettingKey) => settingValue(settings, key) ?? COMPANY_SETTING_DEFAULTS[key];
  return (
    <Card data-testid="privacy-card">
      <CardHeader
        title={t('privacySettings.title')}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      <CardContent sx={{ py: 0.5, '&:last-child': { pb: 0.5 } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1.5 }}>
          {t('privacySettings.intro')}
        </Typography>
        <TextSetting
          settingKey="lgpdOptOutWord"
          value={value('lgpdOptOutWord')}
          help={t('privacySettings.optOutHelp')}
        />
        <Divider />
        <RetentionSetting
          key={`media-${value('retentionMediaDays')}`}
          settingKey="retentionMediaDays"
          value={value('retentionMediaDays')}
          help={t('privacySettings.mediaHelp')}
        />
        <Divider />
        <RetentionSetting
          key={`messages-${value('retentionMessagesDays')}`}
          settingKey="retentionMessagesDays"
          value={value('retentionMessagesDays')}
          help={t('privacySettings.messagesHelp')}
        />
        <Divider />
        <TextSetting
          settingKey="auditLogRetentionDays"
          value={value('auditLogRetentionDays')}
          help={t('privacySettings.auditHelp')}
        />
      </CardContent>
    </Card>
  );
}
