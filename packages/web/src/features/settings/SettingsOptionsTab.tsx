import { Fragment, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { COMPANY_SETTING_DEFAULTS } from '@guiche/shared';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard';
import { PlatformSettings } from './PlatformSettings';
import { PrivacyCard } from './PrivacyCard';
import type { SettingEntry } from './settingsApi';
import { settingValue } from './settingsCache';
import { SETTING_GROUPS } from './settingsLayout';
import { SettingControl } from './SettingControl';

function GroupCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      <CardContent sx={{ py: 0.5, '&:last-child': { pb: 0.5 } }}>{children}</CardContent>
    </Card>
  );
}

/** Every company setting with a control per its rule, saved one at a time; the super administrator's on top. */
export function SettingsOptionsTab({ settings, isSuper }: { settings: readonly SettingEntry[]; isSuper: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {isSuper && (
        <GroupCard
          title={t('settings.groups.platform')}
          action={<Chip size="small" color="secondary" label={t('profile.superAdmin')} sx={{ mt: 0.5 }} />}
        >
          <PlatformSettings
            userCreation={settingValue(settings, 'userCreation') ?? ''}
            asaas={settingValue(settings, 'asaas') ?? ''}
          />
        </GroupCard>
      )}
      <CompanyTimeZoneCard />
      {SETTING_GROUPS.map((group) => (
        <GroupCard key={group.id} title={t(`settings.groups.${group.id}`)}>
          {group.keys.map((key, index) => (
            <Fragment key={key}>
              {index > 0 && <Divider />}
              {/* A key the server has not stored yet shows its default, as the server applies it. */}
              <SettingControl settingKey={key} value={settingValue(settings, key) ?? COMPANY_SETTING_DEFAULTS[key]} />
            </Fragment>
          ))}
        </GroupCard>
      ))}
      <PrivacyCard settings={settings} />
    </Stack>
  );
}
