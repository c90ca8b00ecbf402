import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { validationMessage } from '../../../i18n/validationMessage';

/** The server's vCard limits (shared vCardSchema), with the form's validation texts. */
const cardFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.tooLong' }),
  number: z.string().trim().min(8, { message: 'validation.tooShort' }).max(50, { message: 'validation.tooLong' }),
});
type CardInput = z.infer<typeof cardFormSchema>;

interface ContactCardDialogProps {
  sending: boolean;
  onClose(): void;
  onSend(card: CardInput): void;
}

/** Shares a contact card (vCard): a name and a number. */
export function ContactCardDialog({ sending, onClose, onSend }: ContactCardDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<CardInput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { name: '', number: '' },
  });
  const { errors } = formState;
  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="xs" fullWidth data-testid="contact-card-dialog">
      <form onSubmit={(event) => void handleSubmit(onSend)(event)} noValidate>
        <DialogTitle>{t('chat.contactCard.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('chat.contactCard.name')}
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={validationMessage(errors.name?.message)}
              autoFocus
              fullWidth
            />
            <TextField
              label={t('chat.contactCard.number')}
              {...register('number')}
              error={Boolean(errors.number)}
              helperText={validationMessage(errors.number?.message)}
              inputMode="tel"
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t('chat.contactCard.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
