import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { EmptyState } from '../../components/EmptyState';
import { alwaysStickyActionsCell } from '../../components/tableStyles';
import { TableSkeletonRows } from '../../components/TableSkeletonRows';
import { ConnectionRow } from './ConnectionRow';

const SKELETON_ROWS = 3;

interface ConnectionsTableProps {
  connections: readonly Connection[];
  loading: boolean;
  canManage: boolean;
  onShowQr(connectionId: number): void;
  onEdit(connection: Connection): void;
  onDelete(connection: Connection): void;
}

/** The company's connections (spec 2 §2 "Connections"); on phones the table scrolls sideways. */
export function ConnectionsTable({ connections, loading, canManage, onShowQr, onEdit, onDelete }: ConnectionsTableProps) {
  const { t } = useTranslation();
  const columns = t('connections.columns', { returnObjects: true });
  // Without the right to manage there is nothing to put in the actions column, so it is left out.
  const columnCount = canManage ? 8 : 7;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label={t('pages.connections')} data-testid="connections-table">
          <TableHead>
            <TableRow>
              <TableCell>{columns.channel}</TableCell>
              <TableCell>{columns.name}</TableCell>
              <TableCell>{columns.number}</TableCell>
              <TableCell>{columns.status}</TableCell>
              <TableCell>{columns.session}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{columns.updatedAt}</TableCell>
              <TableCell align="center">{columns.isDefault}</TableCell>
              {canManage && (
                <TableCell align="right" sx={alwaysStickyActionsCell}>
                  {t('common.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {connections.map((connection) => (
              <ConnectionRow
                key={connection.id}
                connection={connection}
                canManage={canManage}
                onShowQr={onShowQr}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
            {loading && <TableSkeletonRows rows={SKELETON_ROWS} columns={columnCount} />}
            {!loading && connections.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ borderBottom: 'none' }}>
                  <EmptyState icon={<SyncAltOutlinedIcon />} title={t('connections.emptyTitle')} text={t('connections.emptyText')} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
