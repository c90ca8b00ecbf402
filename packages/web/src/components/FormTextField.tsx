import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { validationMessage } from '../i18n/validationMessage';

export type FormTextFieldProps<T extends FieldValues> = {
  name: FieldPathByValue<T, string | null | undefined>;
  label: string;
  /** Shown below the field while it has no validation message. */
  hint?: string | undefined;
} & Omit<TextFieldProps, 'name' | 'label' | 'error' | 'helperText'>;

/** A full-width text field of a react-hook-form form, with its validation message (or hint) below. */
export function FormTextField<T extends FieldValues>({ name, hint, ...props }: FormTextFieldProps<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  // Passing formState subscribes this field to the form's errors.
  const { error } = getFieldState(name, formState);
  return (
    <TextField
      fullWidth
      {...props}
      {...register(name)}
      error={Boolean(error)}
      helperText={validationMessage(error?.message) ?? hint}
    />
  );
}
