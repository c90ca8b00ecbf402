import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCurrentUser } from '../auth/sessionContext';
import { CompaniesManager } from '../companies/CompaniesManager';
import { HelpsManager } from '../helps/HelpsManager';
import { PlansManager } from '../plans/PlansManager';
import { CompanySchedulesTab } from './CompanySchedulesTab';
import { settingValue } from './settingsCache';
import { SettingsOptionsTab } from './SettingsOptionsTab';
import { useCompanySettings } from './useCompanySettings';

type SettingsTab = 'options' | 'schedules' | 'companies' | 'plans' | 'helps';

/**
 * /settings (spec 2 "Settings"): the options tab always, the schedules tab when the company schedules by company.
 * The super administrator also has the companies, plans and helps tabs (spec 2 §6).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useCompanySettings();
  const [tab, setTab] = useState<SettingsTab>('options');
  const schedulesByCompany = settingValue(settings.data, 'scheduleType') === 'company';
  // Switching the schedule type away from 'company' hides the tab, and the options show again.
  const shownTab = tab === 'schedules' && !schedulesByCompany ? 'options' : tab;

  return (
    <section data-testid="settings-page">
      <PageHeader title={t('pages.settings')} />
      {settings.data ? (
        <>
          <Tabs
            value={shownTab}
            onChange={(_event, next: SettingsTab) => setTab(next)}
            sx={{ mb: 3 }}
            variant="scrollable"
          >
            <Tab value="options" label={t('settings.optionsTab')} />
            {schedulesByCompany && (
              <Tab value="schedules" label={t('settings.schedulesTab')} data-testid="settings-schedules-tab" />
            )}
            {user.super && <Tab value="companies" label={t('companies.title')} data-testid="settings-companies-tab" />}
            {user.super && <Tab value="plans" label={t('plans.title')} data-testid="settings-plans-tab" />}
            {user.super && <Tab value="helps" label={t('helpsAdmin.title')} data-testid="settings-helps-tab" />}
          </Tabs>
          <Box sx={{ maxWidth: 960 }}>
            {shownTab === 'options' && <SettingsOptionsTab settings={settings.data} isSuper={user.super} />}
            {shownTab === 'schedules' && <CompanySchedulesTab />}
            {shownTab === 'companies' && user.super && <CompaniesManager />}
            {shownTab === 'plans' && user.super && <PlansManager />}
            {shownTab === 'helps' && user.super && <HelpsManager />}
          </Box>
        </>
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </section>
  );
}
