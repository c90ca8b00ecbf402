import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { maskTime, stepTime } from '../lib/time';

type TimeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/**
 * A time of day typed through the mask ##:## (spec 2 §2): digits only, the colon added as you type, and the
 * arrow keys step 600 s like a native time input. A text input, so the 24-hour format never depends on the
 * browser's locale.
 */
export function TimeField({ value, onChange, slotProps, ...props }: TimeFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(maskTime(event.target.value))}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onChange(stepTime(value, event.key === 'ArrowUp' ? 1 : -1));
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', placeholder: '00:00', maxLength: 5 } }}
    />
  );
}
