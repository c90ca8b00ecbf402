import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import { locationSchema, type Location, type LocationInput } from './phoneForms';

interface LocationDialogProps {
  sending: boolean;
  onClose(): void;
  onSend(location: Location): void;
}

/** The contact shares a place: latitude and longitude typed in (the phone has no map to pick from). */
export function LocationDialog({ sending, onClose, onSend }: LocationDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LocationInput, unknown, Location>({
    resolver: zodResolver(locationSchema),
    defaultValues: { latitude: '', longitude: '' },
  });
  const { errors } = formState;
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="location-title">
      <DialogTitle id="location-title">{t('simulator.location')}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(onSend)}>
        <DialogContent dividers>
          <Stack direction="row" spacing={2}>
            {(['latitude', 'longitude'] as const).map((name, index) => (
              <TextField
                key={name}
                {...register(name)}
                autoFocus={index === 0}
                fullWidth
                label={t(`simulator.${name}`)}
                placeholder={name === 'latitude' ? '-23.5505' : '-46.6333'}
                error={Boolean(errors[name])}
                helperText={validationMessage(errors[name]?.message)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t('simulator.sendLocation')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
