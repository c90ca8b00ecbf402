import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import RefreshOutlinedIcon from '@mui/icons-material/RefreshOutlined';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { sessionActionsOf, type SessionAction } from './connectionStatus';
import type { ConnectionsAccess } from './connectionsAccess';
import { ImportButton } from './ImportButton';
import { useSessionCall } from './useSessionCall';

interface SessionButtonsProps {
  connection: Connection;
  /** Admins and users with allowConnections act on the session; everyone who sees the page may open the QR. */
  access: ConnectionsAccess;
  onShowQr(connectionId: number): void;
}

const ICONS: Record<SessionAction, typeof QrCode2OutlinedIcon> = {
  showQr: QrCode2OutlinedIcon,
  tryAgain: RefreshOutlinedIcon,
  newQr: QrCode2OutlinedIcon,
  disconnect: LinkOffOutlinedIcon,
  connecting: AutorenewOutlinedIcon,
};

/**
 * The session column (spec 2 §2 "Actions per status", and the import button of §4); disconnecting asks first, since
 * the phone must scan again.
 */
export function SessionButtons({ connection, access, onShowQr }: SessionButtonsProps) {
  const { t } = useTranslation();
  const session = useSessionCall(connection.id);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const actions = sessionActionsOf(connection.status).filter(
    (action) => access.sessionActions || action === 'showQr' || action === 'connecting',
  );

  const run = (action: SessionAction) => {
    if (action === 'showQr') return onShowQr(connection.id);
    if (action === 'disconnect') return setConfirmingDisconnect(true);
    if (action !== 'connecting') session.mutate(action);
  };

  return (
    // Two buttons side by side (a disconnected session's) go onto two lines before they widen the table past 1440 px.
    <Stack direction="row" spacing={1} useFlexGap sx={{ whiteSpace: 'nowrap', flexWrap: 'wrap' }}>
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="small"
            variant={action === 'showQr' ? 'contained' : 'outlined'}
            color={action === 'disconnect' ? 'error' : 'primary'}
            startIcon={<Icon fontSize="small" />}
            disabled={action === 'connecting' || session.isPending}
            loading={session.isPending && session.variables === action}
            onClick={() => run(action)}
            data-testid={`session-${action}`}
          >
            {t(`connections.sessionActions.${action}`)}
          </Button>
        );
      })}
      <ImportButton connection={connection} canClose={access.editOrDelete} />
      <ConfirmDialog
        open={confirmingDisconnect}
        title={t('connections.disconnectTitle')}
        text={t('connections.disconnectText', { name: connection.name })}
        confirmLabel={t('connections.sessionActions.disconnect')}
        tone="error"
        busy={session.isPending}
        onClose={() => setConfirmingDisconnect(false)}
        onConfirm={() => session.mutate('disconnect', { onSettled: () => setConfirmingDisconnect(false) })}
      />
    </Stack>
  );
}
