import type { Ref } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Queue } from '@guiche/shared';
import { QueueChip } from './QueueChip';

interface QueueMultiSelectFieldProps {
  label: string;
  queues: readonly Pick<Queue, 'id' | 'name' | 'color'>[];
  value: readonly number[];
  onChange(ids: number[]): void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** Shown under the field when there is no error (e.g. "no queues yet"). */
  hint?: string | undefined;
}

/** Several queues chosen from the company's, shown as chips in each queue's colour (user and connection modals). */
export function QueueMultiSelectField({
  label,
  queues,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  hint,
}: QueueMultiSelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={name}
      inputRef={inputRef}
      onBlur={onBlur}
      value={value}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        // A multiple select answers the chosen values as an array.
        onChange(Array.isArray(chosen) ? chosen.map(Number) : []);
      }}
      error={Boolean(error)}
      helperText={error ?? hint}
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
  );
}
