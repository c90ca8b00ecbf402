import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import PlaylistRemoveOutlinedIcon from '@mui/icons-material/PlaylistRemoveOutlined';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { CloseAllTicketsInput } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { closeAllTickets, ticketsKeys } from './ticketsApi';

/**
 * Close-all (admins, tickets-manager:closeAll): every ticket of the list's status in the chosen queues, after a yes/no.
 * A phone's row has room for its icon only.
 */
export function CloseAllButton({ status, queueIds, statusLabel }: CloseAllTicketsInput & { statusLabel: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const iconOnly = useMediaQuery(useTheme().breakpoints.down('sm'));
  const closing = useMutation({
    mutationFn: () => closeAllTickets({ status, queueIds }),
    onSuccess: () => {
      toast.success(t('tickets.closeAll.done'));
      // Many tickets changed at once: the lists are read again rather than walked event by event.
      void queryClient.invalidateQueries({ queryKey: ticketsKeys.lists });
    },
    onError: handleApiError,
    onSettled: () => setAsking(false),
  });

  return (
    <>
      {iconOnly ? (
        <Tooltip title={t('tickets.closeAll.button')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('tickets.closeAll.button')}
            onClick={() => setAsking(true)}
            data-testid="close-all-button"
          >
            <PlaylistRemoveOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="error"
          startIcon={<PlaylistRemoveOutlinedIcon />}
          onClick={() => setAsking(true)}
          data-testid="close-all-button"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('tickets.closeAll.button')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('tickets.closeAll.title')}
        text={t('tickets.closeAll.text', { status: statusLabel })}
        confirmLabel={t('tickets.closeAll.yes')}
        tone="error"
        busy={closing.isPending}
        onConfirm={() => closing.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
