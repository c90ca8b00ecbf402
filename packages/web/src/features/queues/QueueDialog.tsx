import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { settingValue } from '../settings/settingsCache';
import { useCompanySettings } from '../settings/useCompanySettings';
import { fetchUserNames, usersKeys } from '../users/usersApi';
import { fetchQueue, queuesKeys } from './queuesApi';
import { QueueForm } from './QueueForm';
import { useQueues } from './useQueues';

interface QueueDialogProps {
  /** The queue to edit (read fresh with its option tree), or null to add one. */
  queueId: number | null;
  onClose(): void;
}

/** Add or edit a queue. It opens once everything its selects need has loaded. Full screen on phones. */
export function QueueDialog({ queueId, onClose }: QueueDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const detail = useQuery({
    queryKey: queuesKeys.detail(queueId ?? 0),
    queryFn: () => fetchQueue(queueId ?? 0),
    enabled: queueId !== null,
  });
  const queues = useQueues();
  const users = useQuery({ queryKey: usersKeys.names, queryFn: fetchUserNames });
  const settings = useCompanySettings();

  const needed = [queues, users, settings, ...(queueId === null ? [] : [detail])];
  const ready =
    queues.data && users.data && settings.data && (queueId === null || (detail.data && detail.isFetchedAfterMount));
  const failed = needed.find((query) => query.isError && !query.data);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="queue-dialog-title"
      data-testid="queue-dialog"
    >
      <DialogTitle id="queue-dialog-title">
        {queueId === null ? t('queueDialog.addTitle') : t('queueDialog.editTitle')}
      </DialogTitle>
      {ready ? (
        <QueueForm
          queue={detail.data ?? null}
          queues={queues.data}
          users={users.data}
          schedulesByQueue={settingValue(settings.data, 'scheduleType') === 'queue'}
          onClose={onClose}
        />
      ) : (
        <DialogContent dividers>
          {failed ? (
            <LoadError onRetry={() => void failed.refetch()} />
          ) : (
            <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={96} />
              <Skeleton variant="rounded" height={160} />
            </Stack>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
