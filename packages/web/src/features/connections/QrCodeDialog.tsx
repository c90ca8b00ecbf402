import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { QrCodeImage } from '../../components/QrCodeImage';
import { connectionsKeys, fetchConnection } from './connectionsApi';
import { qrPanelOf } from './qrDialogState';
import { useSessionCall } from './useSessionCall';

interface QrCodeDialogProps {
  connectionId: number;
  /** Admins may jump to the simulator page, which only they can open. */
  canOpenSimulator: boolean;
  onClose(): void;
}

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/**
 * The QR of a connection (spec 2 §2 "QR-code modal"): how to read it with the phone, 'waiting for QR code' until
 * one arrives, and it closes itself once the session's QR is gone because it was read. A session that timed out or
 * stopped says so, with a button to try again, rather than waiting forever. The connection is read fresh, then
 * kept live by the session events (useConnections).
 */
export function QrCodeDialog({ connectionId, canOpenSimulator, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const detail = useQuery({
    queryKey: connectionsKeys.detail(connectionId),
    queryFn: () => fetchConnection(connectionId),
  });
  const connection = detail.data;
  const panel = qrPanelOf(connection);
  const retry = useSessionCall(connectionId);

  // A dialog opened before the first QR waits for it; only a QR that was shown and then cleared (read) closes it.
  const [seenQr, setSeenQr] = useState(false);
  if (panel.kind === 'qr' && !seenQr) setSeenQr(true);
  const cleared = seenQr && panel.kind === 'waiting';
  useEffect(() => {
    if (cleared) onClose();
  }, [cleared, onClose]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="qr-dialog-title" data-testid="qr-dialog">
      <DialogTitle id="qr-dialog-title">{t('qrDialog.title', { name: connection?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <LoadError onRetry={() => void detail.refetch()} />
        ) : (
          <Stack direction={{ xs: 'column-reverse', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="p" sx={{ mb: 1.5 }}>
                {t('qrDialog.heading')}
              </Typography>
              <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.25 }}>
                {STEPS.map((step) => (
                  <Typography key={step} component="li" variant="body1" sx={{ color: 'text.secondary', pl: 0.5 }}>
                    {t(`qrDialog.${step}`)}
                  </Typography>
                ))}
              </Box>
              {connection?.channel === 'simulator' && (
                <Stack spacing={1.5} sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Typography variant="body2">{t('qrDialog.simulatorHint')}</Typography>
                  {canOpenSimulator && (
                    // A new tab: this dialog stays open here and closes itself once the phone there reads the QR.
                    <Button
                      component={RouterLink}
                      to={`/simulator?connection=${connectionId}`}
                      target="_blank"
                      rel="noopener"
                      variant="outlined"
                      startIcon={<PhoneIphoneOutlinedIcon />}
                      endIcon={<OpenInNewIcon />}
                      sx={{ alignSelf: 'flex-start' }}
                      data-testid="open-simulator"
                    >
                      {t('qrDialog.openSimulator')}
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
            {panel.kind === 'qr' ? (
              <QrCodeImage
                value={panel.qr}
                label={t('qrDialog.qrAlt', { name: connection?.name ?? '' })}
                size={wide ? 256 : 216}
              />
            ) : panel.kind !== 'waiting' ? (
              <Stack
                spacing={2}
                data-testid="qr-gave-up"
                data-state={panel.kind}
                sx={{ width: wide ? 280 : 240, flexShrink: 0 }}
              >
                <Alert severity="error" variant="outlined">
                  {t(`qrDialog.${panel.kind}`)}
                </Alert>
                <Button
                  variant="contained"
                  loading={retry.isPending}
                  onClick={() => {
                    setSeenQr(false);
                    retry.mutate(panel.retry);
                  }}
                  data-testid="qr-retry"
                >
                  {t('qrDialog.retry')}
                </Button>
              </Stack>
            ) : (
              <Stack
                spacing={2}
                role="status"
                data-testid="qr-waiting"
                sx={{
                  width: wide ? 280 : 240,
                  height: wide ? 280 : 240,
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderStyle: 'dashed',
                  flexShrink: 0,
                }}
              >
                <CircularProgress size={32} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('qrDialog.waiting')}
                </Typography>
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
