import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import { QueueRow } from './QueueRow';

const SKELETON_ROWS = 4;

interface QueuesTableProps {
  queues: readonly Queue[];
  loading: boolean;
  onEdit(queue: Queue): void;
  onDelete(queue: Queue): void;
}

/** The queues of the company, in the bot's order (spec 2 §2 "Queues"). */
export function QueuesTable({ queues, loading, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  const columns = t('queues.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.queues')}
      testId="queues-table"
      columns={[columns.id, columns.name, columns.color, columns.order, columns.greeting]}
      rowCount={queues.length}
      loading={loading}
      skeletonRows={SKELETON_ROWS}
      empty={{ icon: <AccountTreeOutlinedIcon />, title: t('queues.emptyTitle'), text: t('queues.emptyText') }}
    >
      {queues.map((queue) => (
        <QueueRow key={queue.id} queue={queue} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </DataTable>
  );
}
