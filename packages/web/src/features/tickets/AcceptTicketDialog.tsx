import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAdmin } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { useQueues } from '../queues/useQueues';
import { QueueSelectField } from './QueueSelectField';
import { workingQueues } from './ticketQueues';

interface AcceptTicketDialogProps {
  busy: boolean;
  onClose(): void;
  onAccept(queueId: number): void;
}

/**
 * Accepting a ticket without a queue: the queue is picked first, and is required (spec 1 §4, §5). With no queue to
 * pick (a company that deleted its default one, or an attendant in none) the dialog says so and, to an admin,
 * offers the way to create one, instead of an empty list.
 */
export function AcceptTicketDialog({ busy, onClose, onAccept }: AcceptTicketDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useCurrentUser();
  const companyQueues = useQueues();
  const queues = workingQueues(user, companyQueues.data);
  const noQueues = companyQueues.isSuccess && queues.length === 0;
  const [queueId, setQueueId] = useState<number | ''>(queues.length === 1 ? (queues[0]?.id ?? '') : '');
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (queueId !== '') onAccept(queueId);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="accept-ticket-dialog"
    >
      <DialogTitle id={titleId}>{t('tickets.acceptDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('tickets.acceptDialog.text')}</DialogContentText>
        {noQueues ? (
          <Alert severity="info" data-testid="accept-ticket-no-queues">
            {isAdmin(user) ? t('tickets.acceptDialog.noQueues') : t('tickets.acceptDialog.noQueuesAskAdmin')}
          </Alert>
        ) : (
          <QueueSelectField
            label={t('tickets.acceptDialog.queue')}
            queues={queues}
            value={queueId}
            onChange={setQueueId}
            error={tried && queueId === '' ? t('tickets.newTicket.queueRequired') : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {noQueues ? (
          isAdmin(user) && (
            <Button variant="contained" component={RouterLink} to="/queues" data-testid="accept-ticket-create-queue">
              {t('tickets.acceptDialog.createQueue')}
            </Button>
          )
        ) : (
          <Button variant="contained" loading={busy} onClick={submit} data-testid="accept-ticket-confirm">
            {t('tickets.acceptDialog.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
