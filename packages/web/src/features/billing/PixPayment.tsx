import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { PixCharge } from '@guiche/shared';
import { QrCodeImage } from '../../components/QrCodeImage';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../plans/money';

/** The Pix screen after Revisar: the QR code, its text to copy and the amount; the confirmation once paid. */
export function PixPayment({ pix, paidUntil }: { pix: PixCharge; paidUntil: string | null }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard.writeText(pix.qrcode.qrcode);
    toast.success(t('checkout.copied'));
  };
  if (paidUntil) {
    return (
      <Alert severity="success" data-testid="payment-confirmed">
        {t('checkout.paid', { date: formatDate(paidUntil) })}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }} data-testid="pix-payment">
      <Typography variant="h6" data-testid="pix-amount">
        {formatMoney(Number(pix.valor.original))}
      </Typography>
      <QrCodeImage value={pix.qrcode.qrcode} label={t('checkout.qrLabel')} size={220} />
      <TextField
        fullWidth
        size="small"
        label={t('checkout.pixText')}
        value={pix.qrcode.qrcode}
        slotProps={{ input: { readOnly: true } }}
        data-testid="pix-text"
      />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {t('checkout.copy')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('checkout.waiting')}
      </Typography>
    </Stack>
  );
}
