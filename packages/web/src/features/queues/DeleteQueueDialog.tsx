import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Queue, QueueDeletionImpact } from '@guiche/shared';
import { describeError } from '../../api/errorHandler';
import { removeRow } from '../../lib/pagedList';
import { deleteQueue, fetchQueueDeletion, queuesKeys } from './queuesApi';

/** The value of the "where the tickets go" choice that leaves them without a queue. */
const NO_QUEUE = 'none';

/** What goes with the queue, one line per kind, only the kinds it has. */
function ImpactList({ impact }: { impact: QueueDeletionImpact }) {
  const { t } = useTranslation();
  const lines = (['activeTickets', 'chatbotOptions', 'users', 'connections'] as const)
    .filter((kind) => impact[kind] > 0)
    .map((kind) => t(`queues.deletion.${kind}`, { count: impact[kind] }));
  if (lines.length === 0) return <DialogContentText>{t('queues.deletion.nothing')}</DialogContentText>;
  return (
    <>
      <DialogContentText>{t('queues.deletion.goesWithIt')}</DialogContentText>
      <ul data-testid="queue-deletion-impact">
        {lines.map((line) => (
          <li key={line}>
            <DialogContentText component="span">{line}</DialogContentText>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Deleting a queue says what goes with it (its waiting and open tickets, other queues' chatbot options sending to
 * it, its members and connections) and lets the admin hand the tickets to another queue instead of leaving them
 * without one. A refused deletion keeps the dialog open with the reason.
 */
export function DeleteQueueDialog({
  queue,
  queues,
  onClose,
}: {
  queue: Queue;
  queues: readonly Queue[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const impact = useQuery({ queryKey: queuesKeys.deletion(queue.id), queryFn: () => fetchQueueDeletion(queue.id) });
  const [target, setTarget] = useState<string>(NO_QUEUE);
  const removal = useMutation({
    mutationFn: () => deleteQueue(queue.id, target === NO_QUEUE ? null : Number(target)),
    onSuccess: () => {
      queryClient.setQueryData<Queue[]>(queuesKeys.list, (list) => list && removeRow(list, queue.id));
      toast.success(t('queues.deletion.done', { name: queue.name }));
      onClose();
    },
  });
  const others = queues.filter((other) => other.id !== queue.id);
  const busy = removal.isPending;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('queues.deletion.title', { name: queue.name })}</DialogTitle>
      <DialogContent>
        {impact.isPending ? (
          <Skeleton variant="rounded" height={72} data-testid="queue-deletion-loading" />
        ) : impact.isError ? (
          <Alert severity="warning">{t('queues.deletion.impactUnknown')}</Alert>
        ) : (
          <ImpactList impact={impact.data} />
        )}
        {impact.data && impact.data.activeTickets > 0 && (
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('queues.deletion.moveTo')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            disabled={busy}
          >
            <MenuItem value={NO_QUEUE}>{t('queues.deletion.noQueue')}</MenuItem>
            {others.map((other) => (
              <MenuItem key={other.id} value={String(other.id)}>
                {other.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {removal.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(removal.error).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={busy}
          disabled={impact.isPending}
          onClick={() => removal.mutate()}
        >
          {t('queues.deletion.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
