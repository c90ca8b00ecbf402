import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ContactView } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { QueueChip } from '../queues/QueueChip';
import { useRetained } from './useRetained';

const NO_QUEUE = 0;

interface StartTicketDialogProps {
  /** The contact to open a ticket for; null keeps the dialog closed. */
  contact: ContactView | null;
  onStart(contact: ContactView, queueId: number | null): void;
  onClose(): void;
}

/**
 * Picks the queue of a ticket started from the contacts page, for a viewer in several queues. Only an admin may
 * leave it without one (spec 1 §5), so anyone else starts with their first queue chosen.
 */
export function StartTicketDialog({ contact, onStart, onClose }: StartTicketDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const shown = useRetained(contact);
  const queueOptional = user.profile === 'admin';
  const initialQueueId = queueOptional ? NO_QUEUE : (user.queues[0]?.id ?? NO_QUEUE);
  const [queueId, setQueueId] = useState<number>(initialQueueId);

  const submit = () => {
    if (!contact) return;
    onStart(contact, queueId === NO_QUEUE ? null : queueId);
    onClose();
  };

  return (
    <Dialog
      open={contact !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="start-ticket-title"
      data-testid="start-ticket-dialog"
      slotProps={{
        transition: {
          onExited: () => setQueueId(initialQueueId),
        },
      }}
    >
      <DialogTitle id="start-ticket-title">{t('contacts.startTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('contacts.startText', { name: shown?.name ?? '' })}</DialogContentText>
        <TextField
          select
          fullWidth
          label={t('contacts.startQueue')}
          value={queueId}
          onChange={(event) => setQueueId(Number(event.target.value))}
        >
          {queueOptional && <MenuItem value={NO_QUEUE}>{t('common.none')}</MenuItem>}
          {user.queues.map((queue) => (
            <MenuItem key={queue.id} value={queue.id}>
              <QueueChip name={queue.name} color={queue.color} />
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {t('contacts.startConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
