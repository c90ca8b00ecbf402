import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERASED_NUMBER_GRACE_DAYS, type ContactView } from '@guiche/shared';
import { describeError } from '../../api/errorHandler';
import { ErasureProgress } from './ErasureProgress';
import { eraseContact, erasureKeys } from './erasureApi';
import { confirmsName } from './erasureText';
import { useContactErasure } from './useContactErasure';

interface EraseContactDialogProps {
  open: boolean;
  contact: Pick<ContactView, 'id' | 'name'>;
  onClose(): void;
}

/** What the erasure takes and what it keeps, said before anything is typed. */
function Consequences() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2">{t('contactErasure.goesTitle')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contactErasure.goes')}
        </Typography>
      </div>
      <div>
        <Typography variant="subtitle2">{t('contactErasure.staysTitle')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contactErasure.stays')}
        </Typography>
      </div>
      <Alert severity="warning" variant="outlined">
        {t('contactErasure.block', { days: ERASED_NUMBER_GRACE_DAYS })} {t('contactErasure.irreversible')}
      </Alert>
    </Stack>
  );
}

/**
 * "Apagar dados do contato": says what goes and what stays, asks for the contact's name typed again, then follows
 * the erasure's job (GET /contacts/{id}/erasure) until it is done. Closing early leaves the job running.
 */
export function EraseContactDialog({ open, contact, onClose }: EraseContactDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const erasure = useContactErasure(contact.id, open && submitted);
  const erase = useMutation({
    mutationFn: () => eraseContact(contact.id, typed),
    onSuccess: (started) => {
      queryClient.setQueryData(erasureKeys.latest(contact.id), started);
      setSubmitted(true);
    },
  });
  const following = submitted ? erasure.data : undefined;
  const confirmed = confirmsName(contact.name, typed);
  const close = () => {
    setTyped('');
    erase.reset();
    setSubmitted(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={erase.isPending ? undefined : close}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      data-testid="erase-contact-dialog"
    >
      <DialogTitle id={titleId}>{t('contactErasure.dialogTitle', { name: contact.name })}</DialogTitle>
      <DialogContent>
        {following ? (
          <ErasureProgress erasure={following} />
        ) : (
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Consequences />
            <TextField
              label={t('contactErasure.confirmLabel')}
              helperText={t('contactErasure.confirmHelper', { name: contact.name })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              fullWidth
              size="small"
              disabled={erase.isPending}
              slotProps={{ htmlInput: { 'data-testid': 'erase-contact-confirm' } }}
            />
            {erase.isError && (
              <Alert severity="error" data-testid="erase-contact-error">
                {describeError(erase.error).message}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={erase.isPending} data-testid="erase-contact-close">
          {following ? t('common.close') : t('common.cancel')}
        </Button>
        {!following && (
          <Button
            color="error"
            variant="contained"
            startIcon={<DeleteForeverOutlinedIcon />}
            disabled={!confirmed}
            loading={erase.isPending}
            onClick={() => erase.mutate()}
            data-testid="erase-contact-submit"
          >
            {t('contactErasure.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
