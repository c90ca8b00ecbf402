import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext } from 'react-hook-form';
import type { UserFormInput } from './userForm';

/** Fields the server holds as 'enabled' / 'disabled' (spec 2 §3), and the one it holds as a boolean. */
type EnabledField = 'allTicket' | 'showDashboard' | 'allowRealTime' | 'allowConnections';

/** An on/off field of the user modal, whichever way the server stores it. */
export function FormSwitch({ name, label }: { name: EnabledField | 'allowGroup'; label: string }) {
  const { control } = useFormContext<UserFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value === true || field.value === 'enabled'}
              onBlur={field.onBlur}
              onChange={(_event, checked) => field.onChange(name === 'allowGroup' ? checked : checked ? 'enabled' : 'disabled')}
            />
          }
        />
      )}
    />
  );
}
