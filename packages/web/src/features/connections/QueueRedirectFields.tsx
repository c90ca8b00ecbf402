import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { validationMessage } from '../../i18n/validationMessage';
import type { ConnectionFormInput } from './connectionForm';
import { REDIRECT_LABELS, redirectLabelOf, redirectMinutesOf } from './queueRedirect';

/** Where an unassigned pending ticket moves (sendIdQueue) and after how long (timeSendQueue; 0 never). */
export function QueueRedirectFields({ queues }: { queues: readonly Queue[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="sendIdQueue"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={t('connectionModal.sendIdQueue')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              error={fieldState.invalid}
              helperText={validationMessage(fieldState.error?.message) ?? t('connectionModal.sendIdQueueHint')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('common.none')}</MenuItem>
              {queues.map((queue) => (
                <MenuItem key={queue.id} value={queue.id}>
                  {queue.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="timeSendQueue"
          render={({ field }) => {
            const shown = redirectLabelOf(field.value ?? 0);
            const labels = REDIRECT_LABELS.includes(shown) ? REDIRECT_LABELS : [...REDIRECT_LABELS, shown];
            return (
              <TextField
                select
                fullWidth
                label={t('connectionModal.timeSendQueue')}
                name={field.name}
                value={shown}
                onChange={(event) => field.onChange(redirectMinutesOf(Number(event.target.value)))}
              >
                {labels.map((label) => (
                  <MenuItem key={label} value={label}>
                    {t('connectionModal.minutes', { count: label })}
                  </MenuItem>
                ))}
              </TextField>
            );
          }}
        />
      </Grid>
    </>
  );
}
