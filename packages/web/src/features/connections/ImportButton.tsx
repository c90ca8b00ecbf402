import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { closeImportedTickets } from './connectionsApi';
import { cacheConnection } from './connectionsCache';
import { importButtonOf } from './importStatus';

/**
 * The import button of a row (spec 2 §4): 'close imported tickets' (admins, after a confirmation) once the import
 * is done, or a disabled 'preparing' during the first 35 s of an import; it goes by itself when those end.
 */
export function ImportButton({ connection, canClose }: { connection: Connection; canClose: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const button = importButtonOf(connection.statusImportMessages, now);
  const until = button?.kind === 'preparing' ? button.until : null;
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const close = useMutation({
    mutationFn: () => closeImportedTickets(connection.id),
    onSuccess: (saved) => {
      cacheConnection(queryClient, saved);
      toast.success(t('common.success'));
    },
    onError: handleApiError,
    onSettled: () => setConfirming(false),
  });

  if (button?.kind === 'preparing') {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled
        endIcon={<CircularProgress size={12} />}
        data-testid="import-preparing"
      >
        {t('connections.import.preparingButton')}
      </Button>
    );
  }
  if (button?.kind !== 'closeImported' || !canClose) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<TaskAltOutlinedIcon fontSize="small" />}
        onClick={() => setConfirming(true)}
        data-testid="close-imported"
      >
        {t('connections.import.closeImported')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('connections.import.closeImported')}
        text={t('connections.import.closeImportedText', { name: connection.name })}
        confirmLabel={t('connections.import.closeImportedConfirm')}
        busy={close.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => close.mutate()}
      />
    </>
  );
}
