import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** How the server stores the flag: a boolean, 'enabled' / 'disabled', or allTicket's 'enable' / 'disable' (spec 2 §3). */
  stored?: 'boolean' | 'enabled' | 'enable';
}

const OFF = { enabled: 'disabled', enable: 'disable' } as const;

/** An on/off field of a react-hook-form form, whichever way the server stores it. */
export function FormSwitch<T extends FieldValues>({ name, label, stored = 'boolean' }: FormSwitchProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              checked={field.value === true || field.value === 'enabled' || field.value === 'enable'}
              onBlur={field.onBlur}
              onChange={(_event, checked) =>
                field.onChange(stored === 'boolean' ? checked : checked ? stored : OFF[stored])
              }
            />
          }
        />
      )}
    />
  );
}
