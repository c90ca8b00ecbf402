import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption<T extends number | string> {
  value: T;
  label: string;
  color?: string;
}

interface FilterMultiSelectProps<T extends number | string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: readonly T[];
  onChange(values: T[]): void;
  testId: string;
}

/** One filter of the search tab: several values ticked from a list; the field shows the chosen names. */
export function FilterMultiSelect<T extends number | string>({
  label,
  options,
  value,
  onChange,
  testId,
}: FilterMultiSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        const picked = Array.isArray(chosen) ? chosen : [];
        onChange(options.filter((option) => picked.includes(option.value)).map((option) => option.value));
      }}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        select: {
          multiple: true,
          renderValue: () =>
            options
              .filter((option) => value.includes(option.value))
              .map((option) => option.label)
              .join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          {option.color && (
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: option.color,
                mr: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
