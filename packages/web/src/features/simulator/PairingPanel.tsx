import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';
import RefreshOutlinedIcon from '@mui/icons-material/RefreshOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errorHandler';
import { QrCodeImage } from '../../components/QrCodeImage';
import { formatPhoneNumber } from '../../lib/phone';
import { callSession } from '../connections/connectionsApi';
import { scanQr, simulatorKeys, type SimulatorState } from './simulatorApi';

/**
 * The simulated phone's pairing: the QR with a big 'Escanear QR' button while the session waits for it, who the
 * phone is connected as once paired, and 'try again' (POST /whatsappsession/{id}) when the session is down.
 */
export function PairingPanel({ state }: { state: SimulatorState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: simulatorKeys.state(state.whatsappId) });
  const scan = useMutation({ mutationFn: () => scanQr(state.whatsappId), onSuccess: refresh, onError: handleApiError });
  const retry = useMutation({
    mutationFn: () => callSession(state.whatsappId, 'tryAgain'),
    onSuccess: refresh,
    onError: handleApiError,
  });

  if (state.status === 'CONNECTED') {
    return (
      <Alert severity="success" variant="outlined" data-testid="simulator-connected" sx={{ mb: 2 }}>
        {t('simulator.connectedAs', { number: state.number ? formatPhoneNumber(state.number) : '—' })}
      </Alert>
    );
  }

  if (state.status === 'DISCONNECTED' || state.status === 'TIMEOUT') {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshOutlinedIcon />}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {t('simulator.tryAgain')}
          </Button>
        }
      >
        {t('simulator.disconnected')}
      </Alert>
    );
  }

  return (
    <Card sx={{ p: { xs: 2, sm: 4 } }} data-testid="simulator-pairing">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        {state.status === 'qrcode' && state.qrcode ? (
          <QrCodeImage value={state.qrcode} label={t('simulator.qrAlt', { name: state.name })} size={220} />
        ) : (
          <Stack
            spacing={1.5}
            role="status"
            sx={{ width: 244, height: 244, alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
          >
            <CircularProgress size={32} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {state.status === 'qrcode' ? t('simulator.waitingQr') : t('simulator.connecting')}
            </Typography>
          </Stack>
        )}
        <Stack spacing={2} sx={{ maxWidth: 440 }}>
          <Typography variant="h6" component="h2">
            {t('simulator.pairingTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('simulator.pairingText')}
          </Typography>
          <Button
            size="large"
            variant="contained"
            startIcon={<QrCodeScannerOutlinedIcon />}
            disabled={state.status !== 'qrcode' || !state.qrcode}
            loading={scan.isPending}
            onClick={() => scan.mutate()}
            data-testid="simulator-scan"
            sx={{ alignSelf: { xs: 'stretch', md: 'flex-start' }, py: 1.5, px: 4 }}
          >
            {t('simulator.scan')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
