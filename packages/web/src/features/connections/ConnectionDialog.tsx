import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SETTING_DEFAULTS, ENABLED, type Connection } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { useQueues } from '../queues/useQueues';
import { settingValue } from '../settings/settingsCache';
import { useCompanySettings } from '../settings/useCompanySettings';
import { connectionsKeys, fetchConnection } from './connectionsApi';
import { ConnectionForm } from './ConnectionForm';
import type { NewConnectionChannel } from './NewConnectionMenu';

/** Editing a stored connection, or creating one of a channel. */
export type ConnectionDialogTarget = { connectionId: number } | { channel: NewConnectionChannel };

interface ConnectionDialogProps {
  target: ConnectionDialogTarget;
  onClose(): void;
  /** After a save; `showQr` when the phone must now read a QR (a new connection, or a new import window). */
  onSaved(connection: Connection, showQr: boolean): void;
}

/** Add or edit a connection. It opens once what its fields need has loaded (a fresh read when editing). */
export function ConnectionDialog({ target, onClose, onSaved }: ConnectionDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const connectionId = 'connectionId' in target ? target.connectionId : null;
  const detail = useQuery({
    queryKey: connectionsKeys.detail(connectionId ?? 0),
    queryFn: () => fetchConnection(connectionId ?? 0),
    enabled: connectionId !== null,
  });
  const queues = useQueues();
  const settings = useCompanySettings();

  const needed = [queues, settings, ...(connectionId === null ? [] : [detail])];
  const ready = queues.data && settings.data && (connectionId === null || (detail.data && detail.isFetchedAfterMount));
  const failed = needed.find((query) => query.isError && !query.data);
  const channel = 'channel' in target ? target.channel : detail.data?.channel;

  let title = t('connectionModal.editTitle');
  if (channel === 'simulator' && connectionId === null) title = t('connectionModal.addSimulatorTitle');
  else if (connectionId === null) title = t('connectionModal.addTitle');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="connection-dialog-title"
      data-testid="connection-dialog"
    >
      <DialogTitle id="connection-dialog-title">{title}</DialogTitle>
      {ready ? (
        <ConnectionForm
          connection={connectionId === null ? null : (detail.data ?? null)}
          newChannel={'channel' in target ? target.channel : null}
          queues={queues.data}
          schedulesByConnection={settingValue(settings.data, 'scheduleType') === 'connection'}
          greetingWithOneQueue={
            (settingValue(settings.data, 'sendGreetingMessageOneQueues') ??
              COMPANY_SETTING_DEFAULTS.sendGreetingMessageOneQueues) === ENABLED
          }
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <DialogContent dividers>
          {failed ? (
            <LoadError onRetry={() => void failed.refetch()} />
          ) : (
            <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
