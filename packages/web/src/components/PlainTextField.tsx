import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'onChange' | 'onBlur' | 'endAdornment'
>;

export interface PlainTextFieldProps extends InputProps {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  /** The input element's ref, as react-hook-form's register() gives it (it focuses the first invalid field). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * MUI's outlined TextField as it renders a plain input (label, outlined input, helper text), without its select
 * mode: TextField imports Select, which brings Menu, Popover and Modal along, about 18 KB gzipped that the login
 * page does not use (scripts/bundle-size.mjs). Use TextField everywhere else.
 */
export function PlainTextField({ label, helperText, error, fullWidth, ref, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={ref}
        aria-describedby={helperText ? helperTextId : undefined}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
