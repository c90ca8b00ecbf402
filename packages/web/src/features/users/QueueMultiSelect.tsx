import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import { QueueChip } from '../queues/QueueChip';
import { useQueues } from '../queues/useQueues';
import type { UserFormInput } from './userForm';

/** The queues a user attends, shown as chips in each queue's colour. */
export function QueueMultiSelect() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormInput>();
  const { data: queues = [] } = useQueues();

  return (
    <Controller
      control={control}
      name="queueIds"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={t('userModal.queues')}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? []}
          onChange={(event) => {
            const { value } = event.target;
            // A multiple select answers the chosen values as an array.
            field.onChange(Array.isArray(value) ? value.map(Number) : []);
          }}
          error={fieldState.invalid}
          helperText={validationMessage(fieldState.error?.message) ?? (queues.length === 0 ? t('userModal.noQueues') : undefined)}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {queues
                    .filter((queue) => Array.isArray(selected) && selected.includes(queue.id))
                    .map((queue) => (
                      <QueueChip key={queue.id} name={queue.name} color={queue.color} />
                    ))}
                </Box>
              ),
            },
          }}
        >
          {queues.map((queue) => (
            <MenuItem key={queue.id} value={queue.id}>
              <QueueChip name={queue.name} color={queue.color} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
