import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  campaignSettingsFormSchema,
  GREATER_INTERVAL_OPTIONS,
  isAdmin,
  LONGER_INTERVAL_AFTER_OPTIONS,
  MESSAGE_INTERVAL_OPTIONS,
  type CampaignSettingsValues,
} from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { FORM_SUBMIT_DELAY_MS, pause } from '../../lib/forms';
import { useCurrentUser } from '../auth/sessionContext';
import { campaignsKeys, saveCampaignSettings } from './campaignsApi';
import { CampaignsLoadError } from './CampaignsLoadError';
import { CampaignVariablesTable } from './CampaignVariablesTable';
import { useCampaignSettings } from './useCampaignSettings';

/**
 * /campaigns-config (spec 3 "Campaign settings"): the pacing of every campaign's sends (three selects) and the custom
 * variables messages may use. Saved by administrators (the server's rule); others see them read-only.
 */
export default function CampaignSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useCampaignSettings();
  return (
    <section data-testid="campaign-settings-page">
      <PageHeader title={t('pages.campaignsConfig')} />
      {settings.data ? (
        <SettingsForm initial={settings.data} mayEdit={isAdmin(user) || user.super} />
      ) : settings.isError ? (
        <CampaignsLoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </section>
  );
}

type Interval = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';
const settingsSchema = campaignSettingsFormSchema.shape.settings;
type SettingsInput = z.input<typeof settingsSchema>;

function SettingsForm({ initial, mayEdit }: { initial: CampaignSettingsValues; mayEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SettingsInput, unknown, CampaignSettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: initial,
  });
  const { isSubmitting } = form.formState;
  const disabled = !mayEdit || isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    await pause(FORM_SUBMIT_DELAY_MS);
    try {
      queryClient.setQueryData(campaignsKeys.settings, await saveCampaignSettings(values));
    } catch (error) {
      handleApiError(error);
      return;
    }
    form.reset(values);
    toast.success(t('campaigns.settings.saved'));
  });

  const seconds = (value: number) => t('campaigns.settings.seconds', { count: value });
  const messages = (value: number) => t('campaigns.settings.messages', { count: value });
  const select = (name: Interval, options: readonly number[], label: (value: number) => string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={t(`campaigns.settings.${name}`)}
          disabled={disabled}
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { 'data-testid': `campaign-settings-${name}` } }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {!mayEdit && <Alert severity="info">{t('campaigns.settings.adminOnly')}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('campaigns.settings.intervals')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {t('campaigns.settings.intervalsHint')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {select('messageInterval', MESSAGE_INTERVAL_OPTIONS, seconds)}
          {select('longerIntervalAfter', LONGER_INTERVAL_AFTER_OPTIONS, messages)}
          {select('greaterInterval', GREATER_INTERVAL_OPTIONS, seconds)}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('campaigns.settings.variables')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('campaigns.settings.variablesHint')}
        </Typography>
        <Controller
          control={form.control}
          name="variables"
          render={({ field }) => (
            <CampaignVariablesTable variables={field.value} onChange={field.onChange} disabled={disabled} />
          )}
        />
      </Paper>
      {mayEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="campaign-settings-save">
            {t('campaigns.settings.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
