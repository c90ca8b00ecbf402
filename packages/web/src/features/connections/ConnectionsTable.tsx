import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import { alwaysStickyActionsCell } from '../../components/tableStyles';
import { ConnectionRow } from './ConnectionRow';
import type { ConnectionsAccess } from './connectionsAccess';

const SKELETON_ROWS = 3;

interface ConnectionsTableProps {
  connections: readonly Connection[];
  loading: boolean;
  access: ConnectionsAccess;
  onShowQr(connectionId: number): void;
  onEdit(connection: Connection): void;
  onDelete(connection: Connection): void;
}

/** The company's connections (spec 2 §2 "Connections"); on phones the table scrolls sideways. */
export function ConnectionsTable({ connections, loading, access, onShowQr, onEdit, onDelete }: ConnectionsTableProps) {
  const { t } = useTranslation();
  const columns = t('connections.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('pages.connections')}
      testId="connections-table"
      columns={[
        columns.channel,
        columns.name,
        columns.number,
        columns.status,
        columns.session,
        // The title may wrap ('Última atualização' was the widest cell); the dates below it do not.
        columns.updatedAt,
        { title: columns.isDefault, align: 'center' },
      ]}
      // Without the right to edit or delete there is nothing to put in the actions column, so it is left out.
      withActions={access.editOrDelete}
      actionsHeadSx={alwaysStickyActionsCell}
      // The page scrolls down, not the table, so the header does not stick (and keeps the paper's background).
      stickyHeader={false}
      rowCount={connections.length}
      loading={loading}
      skeletonRows={SKELETON_ROWS}
      empty={{ icon: <SyncAltOutlinedIcon />, title: t('connections.emptyTitle'), text: t('connections.emptyText') }}
    >
      {connections.map((connection) => (
        <ConnectionRow
          key={connection.id}
          connection={connection}
          access={access}
          onShowQr={onShowQr}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </DataTable>
  );
}
