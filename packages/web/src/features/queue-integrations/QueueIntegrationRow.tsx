import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { QueueIntegrationView } from '@guiche/shared';
import { stickyActionsCell } from '../../components/tableStyles';
import { IntegrationTypeLogo } from './IntegrationTypeLogo';

export interface QueueIntegrationRowHandlers {
  onEdit(integration: QueueIntegrationView): void;
  onDelete(integration: QueueIntegrationView): void;
}

/** One integration: type logo, id, name, and the last run-time failure when there is one. */
export const QueueIntegrationRow = memo(function QueueIntegrationRow({
  integration,
  onEdit,
  onDelete,
}: { integration: QueueIntegrationView } & QueueIntegrationRowHandlers) {
  const { t } = useTranslation();
  const typeLabel = t(`queueIntegrations.types.${integration.type}`);
  return (
    <TableRow hover data-testid="queue-integration-row" data-integration-id={integration.id}>
      <TableCell sx={{ width: 56 }}>
        <IntegrationTypeLogo type={integration.type} label={typeLabel} />
      </TableCell>
      <TableCell sx={{ width: 72, fontVariantNumeric: 'tabular-nums' }}>{integration.id}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {integration.name}
        </Typography>
        {integration.lastError && (
          <Typography
            variant="caption"
            sx={{ color: 'error.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
            data-testid="queue-integration-error"
          >
            <ErrorOutlineOutlinedIcon sx={{ fontSize: 14 }} />
            {t('queueIntegrations.lastError', { reason: integration.lastError })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={stickyActionsCell}>
        <Tooltip title={t('queueIntegrations.edit', { name: integration.name })}>
          <IconButton
            size="small"
            aria-label={t('queueIntegrations.edit', { name: integration.name })}
            onClick={() => onEdit(integration)}
            data-testid="queue-integration-edit"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('queueIntegrations.delete', { name: integration.name })}>
          <IconButton
            size="small"
            aria-label={t('queueIntegrations.delete', { name: integration.name })}
            onClick={() => onDelete(integration)}
            data-testid="queue-integration-delete"
          >
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});
