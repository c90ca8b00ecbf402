import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '@guiche/shared';
import { STATUS_TONE } from './connectionStatus';

/** A connection's session state, kept live by the `company-{id}-whatsappSession` events. */
export function ConnectionStatusChip({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const tone = STATUS_TONE[status];
  return (
    <Chip
      size="small"
      variant={tone === 'success' ? 'filled' : 'outlined'}
      color={tone}
      label={t(`connections.statuses.${status}`)}
      data-testid="connection-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
