import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { validationMessage } from '../../i18n/validationMessage';
import type { ConnectionFormInput } from './connectionForm';
import type { TextFieldName } from './connectionFormFields';

type ConnectionTextFieldProps = { name: TextFieldName; label: string; hint?: string | undefined } & Pick<
  TextFieldProps,
  'multiline' | 'minRows' | 'type' | 'autoFocus' | 'slotProps'
>;

/** A text (or message) field of the connection modal, with its validation message or hint below. */
export function ConnectionTextField({ name, label, hint, ...props }: ConnectionTextFieldProps) {
  const { register, formState } = useFormContext<ConnectionFormInput>();
  const error = formState.errors[name];
  return (
    <TextField
      {...props}
      {...register(name)}
      fullWidth
      label={label}
      error={Boolean(error)}
      helperText={validationMessage(error?.message) ?? hint}
    />
  );
}
