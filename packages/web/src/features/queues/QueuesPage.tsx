import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { deleteQueue, queuesKeys } from './queuesApi';
import { removeRow } from '../../lib/pagedList';
import { QueueDialog } from './QueueDialog';
import { QueuesTable } from './QueuesTable';
import { useQueues, useQueuesLive } from './useQueues';

/** The dialog's state: closed, adding (queueId null) or editing one queue. */
type DialogState = { queueId: number | null } | null;

/** /queues (spec 2 §2): the queues with the add/edit dialog (fields, chatbot, service hours) and a confirmed delete. */
export default function QueuesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queues = useQueues();
  useQueuesLive();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<Queue | null>(null);

  const removal = useMutation({
    mutationFn: (queue: Queue) => deleteQueue(queue.id),
    onSuccess: (_nothing, queue) => {
      queryClient.setQueryData<Queue[]>(queuesKeys.list, (list) => list && removeRow(list, queue.id));
      toast.success(t('common.success'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const edit = useCallback((queue: Queue) => setDialog({ queueId: queue.id }), []);
  const confirmDelete = useCallback((queue: Queue) => setToDelete(queue), []);

  return (
    <section data-testid="queues-page">
      <PageHeader
        title={t('pages.queues')}
        actions={
          <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setDialog({ queueId: null })}>
            {t('queues.add')}
          </Button>
        }
      />
      {queues.isError && !queues.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void queues.refetch()} />
      ) : (
        <QueuesTable queues={queues.data ?? []} loading={queues.isPending} onEdit={edit} onDelete={confirmDelete} />
      )}
      {dialog && <QueueDialog queueId={dialog.queueId} onClose={() => setDialog(null)} />}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
