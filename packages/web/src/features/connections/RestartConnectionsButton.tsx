import { useState } from 'react';
import Button from '@mui/material/Button';
import RestartAltOutlinedIcon from '@mui/icons-material/RestartAltOutlined';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { restartConnections } from './connectionsApi';

/** 'Reiniciar conexões' (spec 2 §2): every live session reconnects, after a confirmation; the rows follow live. */
export function RestartConnectionsButton() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const restart = useMutation({
    mutationFn: restartConnections,
    onSuccess: ({ restarted, failed }) => {
      toast.success(t('connections.restarted', { count: restarted }));
      if (failed > 0) toast.warning(t('connections.restartFailed', { count: failed }));
    },
    onError: handleApiError,
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RestartAltOutlinedIcon />}
        onClick={() => setConfirming(true)}
        data-testid="restart-connections"
      >
        {t('connections.restart')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('connections.restartTitle')}
        text={t('connections.restartText')}
        confirmLabel={t('connections.restartConfirm')}
        busy={restart.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => restart.mutate()}
      />
    </>
  );
}
