import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { stickyActionsHeadCell } from '../../components/tableStyles';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { QueueRow } from './QueueRow';

const COLUMNS = 6;
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
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table stickyHeader size="small" aria-label={t('pages.queues')} data-testid="queues-table">
          <TableHead>
            <TableRow>
              <TableCell>{columns.id}</TableCell>
              <TableCell>{columns.name}</TableCell>
              <TableCell>{columns.color}</TableCell>
              <TableCell>{columns.order}</TableCell>
              <TableCell>{columns.greeting}</TableCell>
              <TableCell align="right" sx={stickyActionsHeadCell}>
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {queues.map((queue) => (
              <QueueRow key={queue.id} queue={queue} onEdit={onEdit} onDelete={onDelete} />
            ))}
            {loading && <TableSkeletonRows rows={SKELETON_ROWS} columns={COLUMNS} />}
            {!loading && queues.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS} sx={{ borderBottom: 'none' }}>
                  <EmptyState icon={<AccountTreeOutlinedIcon />} title={t('queues.emptyTitle')} text={t('queues.emptyText')} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
