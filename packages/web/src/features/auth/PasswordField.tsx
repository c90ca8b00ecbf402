import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { usePasswordToggle } from './usePasswordToggle';

/** A password text field with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { type, endAdornment } = usePasswordToggle();
  return <TextField {...props} type={type} slotProps={{ ...props.slotProps, input: { endAdornment } }} />;
}
