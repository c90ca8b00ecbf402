import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import { useConnections } from '../connections/useConnections';
import type { UserFormInput } from './userForm';

/** The user's default connection (whatsappId), chosen from the company's connections, or none. */
export function UserConnectionSelect() {
  const { t } = useTranslation();
  const { control } = useFormContext<UserFormInput>();
  const { data: connections = [] } = useConnections();
  return (
    <Controller
      control={control}
      name="whatsappId"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={t('userModal.whatsapp')}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          error={fieldState.invalid}
          helperText={validationMessage(fieldState.error?.message) ?? t('userModal.whatsappHint')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('common.none')}</MenuItem>
          {connections.map((connection) => (
            <MenuItem key={connection.id} value={connection.id}>
              {connection.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
