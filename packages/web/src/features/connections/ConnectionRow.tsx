import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { alwaysStickyActionsCell } from '../../components/tableStyles';
import { formatShortDateTime } from '../../lib/dates';
import { formatPhoneNumber } from '../../lib/phone';
import { ChannelLabel } from './ChannelLabel';
import { ConnectionStatusChip } from './ConnectionStatusChip';
import { SessionButtons } from './SessionButtons';
import type { ConnectionsAccess } from './connectionsAccess';

interface ConnectionRowProps {
  connection: Connection;
  /** Session actions for admins and users with allowConnections; edit and delete for admins (connectionsAccess.ts). */
  access: ConnectionsAccess;
  onShowQr(connectionId: number): void;
  onEdit(connection: Connection): void;
  onDelete(connection: Connection): void;
}

/** One connection of the list. Memoised: a live status change re-renders only its own row. */
export const ConnectionRow = memo(function ConnectionRow({
  connection,
  access,
  onShowQr,
  onEdit,
  onDelete,
}: ConnectionRowProps) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="connection-row" data-connection-id={connection.id}>
      <TableCell>
        <ChannelLabel channel={connection.channel} />
      </TableCell>
      {/* A long name wraps rather than push the default column under the sticky actions at 1440 px. */}
      <TableCell sx={{ fontWeight: 600, minWidth: 120, overflowWrap: 'anywhere' }}>{connection.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {connection.number ? formatPhoneNumber(connection.number) : '—'}
      </TableCell>
      <TableCell>
        <ConnectionStatusChip status={connection.status} />
      </TableCell>
      <TableCell>
        <SessionButtons connection={connection} access={access} onShowQr={onShowQr} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(connection.updatedAt)}</TableCell>
      <TableCell align="center">
        {connection.isDefault && (
          <Tooltip title={t('connections.default')}>
            <StarRoundedIcon
              aria-label={t('connections.default')}
              data-testid="connection-default"
              sx={{ color: 'warning.main', verticalAlign: 'middle' }}
            />
          </Tooltip>
        )}
      </TableCell>
      {access.editOrDelete && (
        <TableCell align="right" sx={alwaysStickyActionsCell}>
          <Tooltip title={t('connections.edit', { name: connection.name })}>
            <IconButton
              size="small"
              aria-label={t('connections.edit', { name: connection.name })}
              onClick={() => onEdit(connection)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('connections.delete', { name: connection.name })}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('connections.delete', { name: connection.name })}
              onClick={() => onDelete(connection)}
            >
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
});
