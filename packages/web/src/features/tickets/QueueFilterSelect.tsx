import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';

interface QueueFilterSelectProps {
  queues: readonly Pick<Queue, 'id' | 'name' | 'color'>[];
  value: readonly number[];
  onChange(ids: number[]): void;
}

/**
 * Which queues the lists show (spec 1 §2), each with a tick. Tickets without a queue are always listed: every user
 * is told of those (spec 1 §6), so they are not a choice here.
 */
export function QueueFilterSelect({ queues, value, onChange }: QueueFilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('tickets.queues.label')}
      value={value}
      disabled={queues.length === 0}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        onChange(Array.isArray(chosen) ? chosen.map(Number) : []);
      }}
      sx={{ minWidth: 0, flex: 1 }}
      slotProps={{
        htmlInput: { 'data-testid': 'queue-filter' },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: () =>
            queues.length === 0 ? t('tickets.queues.none') : t('tickets.queues.summary', { count: value.length }),
        },
        inputLabel: { shrink: true },
      }}
    >
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={queue.id} dense>
          <Checkbox size="small" checked={value.includes(queue.id)} sx={{ p: 0.5, mr: 1 }} />
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: queue.color,
              mr: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <ListItemText primary={queue.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
