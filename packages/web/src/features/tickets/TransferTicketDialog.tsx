import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@guiche/shared';
import { useQueues } from '../queues/useQueues';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import { QueueSelectField } from './QueueSelectField';

interface TransferTicketDialogProps {
  /** The ticket (or, for a selection, the queue its tickets share) whose queue the dialog starts with. */
  ticket: Pick<TicketView, 'queueId'>;
  busy: boolean;
  onClose(): void;
  /** Without a user the ticket waits in the queue (pending); with one it opens for them. */
  onTransfer(queueId: number, userId: number | null): void;
}

/** Transfer to a user and/or a queue; the queue is required (spec 1 §5), and starts as the ticket's own. */
export function TransferTicketDialog({ ticket, busy, onClose, onTransfer }: TransferTicketDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queues = useQueues();
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames });
  const [userId, setUserId] = useState<number | ''>('');
  const [queueId, setQueueId] = useState<number | ''>(ticket.queueId ?? '');
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (queueId !== '') onTransfer(queueId, userId === '' ? null : userId);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="transfer-ticket-dialog"
    >
      <DialogTitle id={titleId}>{t('tickets.transferDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            fullWidth
            label={t('tickets.transferDialog.user')}
            value={userId}
            onChange={(event) => setUserId(event.target.value === '' ? '' : Number(event.target.value))}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t('tickets.transferDialog.noUser')}</em>
            </MenuItem>
            {(users.data ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <QueueSelectField
            label={t('tickets.transferDialog.queue')}
            queues={queues.data ?? []}
            value={queues.data ? queueId : ''}
            onChange={setQueueId}
            error={tried && queueId === '' ? t('tickets.newTicket.queueRequired') : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={submit} data-testid="transfer-ticket-confirm">
          {t('tickets.transferDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
