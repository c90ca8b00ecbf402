import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext } from 'react-hook-form';
import type { ConnectionFormInput } from './connectionForm';
import type { SwitchFieldName } from './connectionFormFields';

/**
 * An on/off field of the connection modal. groupAsTicket is stored as 'enabled' / 'disabled' (spec 2 §3), the
 * others as booleans.
 */
export function ConnectionSwitch({ name, label }: { name: SwitchFieldName | 'groupAsTicket'; label: string }) {
  const { control } = useFormContext<ConnectionFormInput>();
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
              checked={field.value === true || field.value === 'enabled'}
              onBlur={field.onBlur}
              onChange={(_event, checked) => field.onChange(name === 'groupAsTicket' ? (checked ? 'enabled' : 'disabled') : checked)}
            />
          }
        />
      )}
    />
  );
}
