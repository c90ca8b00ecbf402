import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROVIDER } from '@guiche/shared';
import { BotTargetSelect } from '../queue-integrations/BotTargetSelect';
import type { ConnectionFormInput } from './connectionForm';
import { ConnectionTextField } from './ConnectionTextField';

/** What the connection may hand a new conversation to (the integrations screens' lists). */
const BOT_TARGETS = [
  {
    name: 'integrationId',
    kind: 'integrations',
    label: 'connectionModal.integration',
    empty: 'connectionModal.noIntegrations',
  },
  { name: 'promptId', kind: 'prompts', label: 'connectionModal.prompt', empty: 'connectionModal.noPrompts' },
] as const;

/** The one connector version the server runs; a stored other value is still shown as it is. */
const PROVIDERS = [DEFAULT_PROVIDER] as const;

/** The 'Integrações' tab: the queue integration, the AI prompt, the Wavoip calls token and the connector version. */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <Grid container spacing={2}>
      {BOT_TARGETS.map(({ name, kind, label, empty }) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <BotTargetSelect<ConnectionFormInput>
            control={control}
            name={name}
            kind={kind}
            label={t(label)}
            empty={t(empty)}
          />
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
            <TextField
              select
              fullWidth
              label={t('connectionModal.provider')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
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
