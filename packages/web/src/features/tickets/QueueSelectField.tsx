import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Queue } from '@guiche/shared';
import { QueueChip } from '../queues/QueueChip';

interface QueueSelectFieldProps {
  label: string;
  queues: readonly Pick<Queue, 'id' | 'name' | 'color'>[];
  value: number | '';
  onChange(queueId: number): void;
  error?: string | undefined;
  testId?: string;
}

/** One queue picked from a list, each in its colour (accept, transfer and new ticket dialogs). */
export function QueueSelectField({ label, queues, value, onChange, error, testId }: QueueSelectFieldProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={queue.id}>
          <QueueChip name={queue.name} color={queue.color} />
        </MenuItem>
      ))}
    </TextField>
  );
}
