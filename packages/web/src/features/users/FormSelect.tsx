import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { UserFormInput } from './userForm';

type SelectField = 'profile' | 'language' | 'defaultTheme' | 'defaultMenu';

interface FormSelectProps {
  name: SelectField;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A single-choice field of the user modal. */
export function FormSelect({ name, label, options }: FormSelectProps) {
  const { control } = useFormContext<UserFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select fullWidth label={label} {...field} value={field.value ?? ''}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
