import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { formatCpfOrCnpj, isValidCpfOrCnpj, type InvoiceView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useCurrentUser } from '../auth/sessionContext';
import { subscribe } from './billingApi';
import { CheckoutPlanStep } from './CheckoutPlanStep';
import { choicePrice, DEFAULT_PLAN_CHOICE, subscriptionInput, type PlanChoice } from './checkoutPlan';
import { formatMoney } from '../plans/money';
import { PixPayment } from './PixPayment';

/** Spec 2 §9: after the payment is confirmed, /tickets follows in 5 seconds. */
export const REDIRECT_AFTER_PAYMENT_MS = 5000;
const STEPS = ['data', 'plan', 'review'] as const;

interface CheckoutDialogProps {
  invoice: InvoiceView | null;
  /** The new due date once the payment event arrived (usePaymentLive), else null. */
  paidUntil: string | null;
  onClose(): void;
}

/**
 * The checkout (spec 2 "Checkout dialog"): Dados, Personalizar, Revisar, then the Pix to pay. Mounted afresh for each
 * invoice (keyed by it), so every checkout starts on Dados with the company's name proposed.
 */
export function CheckoutDialog({ invoice, paidUntil, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useCurrentUser();
  const [step, setStep] = useState(0);
  const [name, setName] = useState(company.name);
  const [document, setDocument] = useState('');
  const [touched, setTouched] = useState(false);
  const [choice, setChoice] = useState<PlanChoice>(DEFAULT_PLAN_CHOICE);
  const payment = useMutation({
    mutationFn: (target: InvoiceView) => subscribe(subscriptionInput(target, { name, document }, choice)),
    onSuccess: () => toast.success(t('checkout.subscribed')),
    onError: handleApiError,
  });
  const pix = payment.data;
  const confirmed = pix !== undefined && paidUntil !== null;
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate('/tickets'), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  if (!invoice) return null;
  const nameError = touched && name.trim() === '' ? t('checkout.nameRequired') : undefined;
  const documentError = touched && !isValidCpfOrCnpj(document) ? t('checkout.invalidDocument') : undefined;
  const next = () => {
    setTouched(true);
    if (step === 0 && (name.trim() === '' || !isValidCpfOrCnpj(document))) return;
    if (step < STEPS.length - 1) setStep(step + 1);
    else payment.mutate(invoice);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="checkout-dialog">
      <DialogTitle>{t('checkout.title')}</DialogTitle>
      <DialogContent>
        {pix ? (
          <PixPayment pix={pix} paidUntil={paidUntil} />
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Stepper activeStep={step} alternativeLabel>
              {STEPS.map((key) => (
                <Step key={key}>
                  <StepLabel>{t(`checkout.steps.${key}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {step === 0 && (
              <Stack spacing={2}>
                <TextField
                  label={t('checkout.fullName')}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={!!nameError}
                  helperText={nameError}
                  required
                  slotProps={{ htmlInput: { 'data-testid': 'checkout-name', maxLength: 100 } }}
                />
                <TextField
                  label={t('checkout.document')}
                  value={document}
                  onChange={(e) => setDocument(e.target.value)}
                  error={!!documentError}
                  helperText={documentError}
                  required
                  slotProps={{
                    htmlInput: { 'data-testid': 'checkout-document', maxLength: 18, autoCapitalize: 'characters' },
                  }}
                />
              </Stack>
            )}
            {step === 1 && <CheckoutPlanStep invoice={invoice} choice={choice} onChange={setChoice} />}
            {step === 2 && (
              <Stack spacing={1} data-testid="checkout-review">
                <Typography>
                  {t('checkout.reviewPayer', { name: name.trim(), document: formatCpfOrCnpj(document) })}
                </Typography>
                <Typography>
                  {choice.custom
                    ? t('checkout.reviewCustom', { users: choice.users, connections: choice.connections })
                    : t('checkout.reviewPlan', { plan: invoice.detail })}
                </Typography>
                <Typography variant="h6">
                  {t('checkout.reviewTotal', { value: formatMoney(choicePrice(invoice, choice)) })}
                </Typography>
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{confirmed ? t('common.close') : t('common.cancel')}</Button>
        {!pix && step > 0 && <Button onClick={() => setStep(step - 1)}>{t('checkout.back')}</Button>}
        {!pix && (
          <Button variant="contained" onClick={next} disabled={payment.isPending} data-testid="checkout-next">
            {step < STEPS.length - 1 ? t('checkout.next') : t('checkout.pay')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
