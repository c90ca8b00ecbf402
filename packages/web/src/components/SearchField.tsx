import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** Placeholder and accessible name. */
  label: string;
  /** Shown under the field, e.g. while the text is too short to search. */
  hint?: string | undefined;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** The search box of list pages: a magnifier, the browser's clear button, and a hint when the text cannot search yet. */
export function SearchField({ value, onChange, label, hint, testId, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      helperText={hint}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label, ...(testId ? { 'data-testid': testId } : {}) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlinedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
