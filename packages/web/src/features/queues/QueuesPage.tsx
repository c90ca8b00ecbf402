import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { DeleteQueueDialog } from './DeleteQueueDialog';
import { QueueDialog } from './QueueDialog';
import { QueuesTable } from './QueuesTable';
import { useQueues, useQueuesLive } from './useQueues';

/** The dialog's state: closed, adding (queueId null) or editing one queue. */
type DialogState = { queueId: number | null } | null;

/** /queues (spec 2 §2): the queues with the add/edit dialog (fields, chatbot, service hours) and a delete that says what goes with it. */
export default function QueuesPage() {
  const { t } = useTranslation();
  const queues = useQueues();
  useQueuesLive();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<Queue | null>(null);

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
      {toDelete && <DeleteQueueDialog queue={toDelete} queues={queues.data ?? []} onClose={() => setToDelete(null)} />}
    </section>
  );
}
