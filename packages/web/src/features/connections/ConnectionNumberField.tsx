import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { validationMessage } from '../../i18n/validationMessage';
import type { ConnectionFormInput } from './connectionForm';
import type { NumberFieldName } from './connectionFormFields';

/** A whole number of the connection modal (counts, minutes): digits only; an emptied field means 0. */
export function ConnectionNumberField({ name, label, hint }: { name: NumberFieldName; label: string; hint?: string }) {
  const { control } = useFormContext<ConnectionFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={String(field.value)}
          onChange={(event) => field.onChange(Number(event.target.value.replace(/\D/g, '').slice(0, 6) || 0))}
          error={fieldState.invalid}
          helperText={validationMessage(fieldState.error?.message) ?? hint}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
