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
import { newContactSchema, type NewContact, type NewContactInput } from './phoneForms';

interface NewContactDialogProps {
  onClose(): void;
  /** The contact to play; the chat exists on the server once its first message is sent. */
  onCreate(contact: NewContact): void;
}

/** 'Novo contato': the number (8–15 digits) and the name of a simulated customer. */
export function NewContactDialog({ onClose, onCreate }: NewContactDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<NewContactInput, unknown, NewContact>({
    resolver: zodResolver(newContactSchema),
    defaultValues: { number: '', name: '' },
  });
  const { errors } = formState;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="new-contact-title"
      data-testid="new-contact-dialog"
    >
      <DialogTitle id="new-contact-title">{t('simulator.newContact')}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(onCreate)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              {...register('number')}
              autoFocus
              fullWidth
              label={t('simulator.number')}
              error={Boolean(errors.number)}
              helperText={validationMessage(errors.number?.message) ?? t('simulator.numberHint')}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
            <TextField
              {...register('name')}
              fullWidth
              label={t('simulator.contactName')}
              error={Boolean(errors.name)}
              helperText={validationMessage(errors.name?.message)}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="new-contact-submit">
            {t('simulator.startChat')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
