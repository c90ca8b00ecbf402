import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROTATION_MINUTES } from '@guiche/shared';
import { FormTextField } from '../../components/FormTextField';
import { BEFORE_ATTENDANT } from '../../components/PlaceholderChips';
import { PlaceholderChipsField } from '../../components/PlaceholderChipsField';
import { validationMessage } from '../../i18n/validationMessage';
import { BotTargetSelect } from '../queue-integrations/BotTargetSelect';
import { ColorPicker } from './ColorPicker';
import type { QueueFormInput } from './queueForm';

/** What the queue may hand its contacts to (the integrations screens' lists). */
const BOT_TARGETS = [
  {
    name: 'integrationId',
    kind: 'integrations',
    label: 'queueDialog.integration',
    empty: 'queueDialog.noIntegrations',
  },
  { name: 'fileListId', kind: 'fileLists', label: 'queueDialog.fileList', empty: 'queueDialog.noFileLists' },
  { name: 'promptId', kind: 'prompts', label: 'queueDialog.prompt', empty: 'queueDialog.noPrompts' },
] as const;

/** The queue's own fields (spec 2 §3 "Queue"), inside the 'Dados da fila' tab. */
export function QueueDataFields({ takenColors }: { takenColors: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const { control } = useFormContext<QueueFormInput>();
  const rotationOn = useWatch<QueueFormInput, 'ativarRoteador'>({ name: 'ativarRoteador' });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<QueueFormInput> name="name" autoFocus label={t('queueDialog.name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorPicker
              value={field.value}
              onChange={field.onChange}
              taken={takenColors}
              error={validationMessage(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Controller
          control={control}
          name="orderQueue"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              label={t('queueDialog.orderQueue')}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? ''}
              // Digits only: the order is a whole number, and empty means "no order".
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '');
                field.onChange(digits === '' ? null : Number(digits));
              }}
              error={fieldState.invalid}
              helperText={validationMessage(fieldState.error?.message) ?? t('queueDialog.orderQueueHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        />
      </Grid>
      {/* Both are sent by the bot, before an attendant takes the ticket. */}
      {(['greetingMessage', 'outOfHoursMessage'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <PlaceholderChipsField<QueueFormInput>
            name={name}
            minRows={3}
            label={t(`queueDialog.${name}`)}
            hint={t(`queueDialog.${name}Hint`)}
            placeholderNames={BEFORE_ATTENDANT}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Controller
          control={control}
          name="ativarRoteador"
          render={({ field }) => (
            <FormControlLabel
              label={t('queueDialog.rotation')}
              control={
                <Switch checked={field.value ?? false} onChange={(_event, checked) => field.onChange(checked)} />
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="tempoRoteador"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              disabled={!rotationOn}
              label={t('queueDialog.rotationTime')}
              helperText={t('queueDialog.rotationHint')}
              name={field.name}
              value={field.value ?? 0}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              <MenuItem value={0} disabled>
                {t('queueDialog.rotationNone')}
              </MenuItem>
              {ROTATION_MINUTES.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('queueDialog.minutes', { count: minutes })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      {BOT_TARGETS.map(({ name, kind, label, empty }) => (
        <Grid key={name} size={{ xs: 12, sm: 4 }}>
          <BotTargetSelect<QueueFormInput>
            control={control}
            name={name}
            kind={kind}
            label={t(label)}
            empty={t(empty)}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Controller
          control={control}
          name="closeTicket"
          render={({ field }) => (
            <>
              <FormControlLabel
                label={t('queueDialog.closeTicket')}
                control={
                  <Switch checked={field.value ?? false} onChange={(_event, checked) => field.onChange(checked)} />
                }
              />
              <FormHelperText sx={{ mt: 0 }}>{t('queueDialog.closeTicketHint')}</FormHelperText>
            </>
          )}
        />
      </Grid>
    </Grid>
  );
}
