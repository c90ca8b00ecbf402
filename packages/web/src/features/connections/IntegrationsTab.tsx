import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROVIDER } from '@guiche/shared';
import type { ConnectionFormInput } from './connectionForm';
import { ConnectionTextField } from './ConnectionTextField';

/** Integrations and prompts have no screens yet: their selects show empty, with a word on why. */
const NOT_YET_AVAILABLE = [
  { name: 'integrationId', label: 'connectionModal.integration', empty: 'connectionModal.noIntegrations' },
  { name: 'promptId', label: 'connectionModal.prompt', empty: 'connectionModal.noPrompts' },
] as const;

/** The one connector version the server runs; a stored other value is still shown as it is. */
const PROVIDERS = [DEFAULT_PROVIDER] as const;

/** The 'Integrações' tab: the queue integration, the AI prompt, the Wavoip calls token and the connector version. */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <Grid container spacing={2}>
      {NOT_YET_AVAILABLE.map(({ name, label, empty }) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <TextField select fullWidth disabled value="" label={t(label)} helperText={t(empty)} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('common.none')}</MenuItem>
          </TextField>
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <ConnectionTextField name="wavoip" label={t('connectionModal.wavoip')} hint={t('connectionModal.wavoipHint')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="provider"
          render={({ field }) => (
            <TextField select fullWidth label={t('connectionModal.provider')} name={field.name} value={field.value} onChange={field.onChange}>
              {[...new Set([...PROVIDERS, field.value])].map((provider) => (
                <MenuItem key={provider} value={provider}>
                  {provider === DEFAULT_PROVIDER ? t('connectionModal.defaultProvider') : provider}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
