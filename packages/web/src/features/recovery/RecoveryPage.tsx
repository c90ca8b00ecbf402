import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { recoverySendSchema, recoveryVerifyQuerySchema, strongPasswordField } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationMessage } from '../../i18n/validationMessage';
import { AuthLayout } from '../auth/AuthLayout';
import { PasswordField } from '../auth/PasswordField';
import { PasswordStrengthMeter } from '../signup/PasswordStrengthMeter';
import { saveRecoveredPassword, sendRecoveryCode, verifyRecoveryCode } from './recoveryApi';

type RecoveryStep = 'number' | 'code' | 'password';
const STEPS: RecoveryStep[] = ['number', 'code', 'password'];
/** Spec 2 §4: after the attempts run out, back to the login in 3 seconds. */
const EXHAUSTED_REDIRECT_MS = 3000;

const errorCodeOf = (error: unknown) =>
  error instanceof ApiError && typeof error.body === 'object' ? error.body?.error : undefined;
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** /recovery-password (spec 2 "Password recovery"): number, code received by WhatsApp, new password. */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<RecoveryStep>('number');
  const [wpp, setWpp] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryToken, setRecoveryToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [exhausted, setExhausted] = useState(false);

  useEffect(() => {
    if (!exhausted) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), EXHAUSTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [exhausted, navigate]);

  async function run(work: () => Promise<void>, failureText: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ERR_RECOVERY_ATTEMPTS_EXCEEDED') setExhausted(true);
      if (code === 'ERR_RECOVERY_CODE_EXPIRED') setStep('number');
      if (code?.startsWith('ERR_RECOVERY')) handleApiError(error);
      else toast.error(failureText);
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'number') {
      const invalid = firstIssue(recoverySendSchema.safeParse({ wpp }));
      setFieldError(invalid);
      if (invalid) return;
      void run(async () => {
        await sendRecoveryCode(wpp);
        toast.success(t('recovery.sent'));
        setStep('code');
      }, t('errors.ERR_INTERNAL'));
    } else if (step === 'code') {
      const invalid = firstIssue(recoveryVerifyQuerySchema.safeParse({ code }));
      setFieldError(invalid);
      if (invalid) return;
      void run(async () => {
        setRecoveryToken((await verifyRecoveryCode(wpp, code)).recoveryToken);
        toast.success(t('recovery.verified'));
        setStep('password');
      }, t('recovery.verifyFailed'));
    } else {
      const invalid = firstIssue(strongPasswordField().safeParse(password));
      setFieldError(invalid);
      if (invalid) return;
      void run(async () => {
        await saveRecoveredPassword(recoveryToken, password);
        toast.success(t('recovery.saved'));
        navigate('/login', { replace: true });
      }, t('recovery.saveFailed'));
    }
  };

  const helper = validationMessage(fieldError);
  return (
    <AuthLayout title={t('recovery.title')}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('recovery.title')}
      </Typography>
      <Stepper activeStep={STEPS.indexOf(step)} sx={{ mb: 3 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel />
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid={`recovery-${step}`}>
        <Stack spacing={2}>
          {step === 'number' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('recovery.numberStep')}
              </Typography>
              <TextField
                label={t('recovery.number')}
                value={wpp}
                onChange={(e) => setWpp(e.target.value)}
                inputMode="tel"
                autoFocus
                fullWidth
                error={Boolean(helper)}
                helperText={helper}
              />
            </>
          )}
          {step === 'code' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('recovery.codeStep')}
              </Typography>
              <TextField
                label={t('recovery.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                fullWidth
                error={Boolean(helper)}
                helperText={helper}
              />
            </>
          )}
          {step === 'password' && (
            <>
              <PasswordField
                label={t('recovery.newPassword')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                autoFocus
                fullWidth
                error={Boolean(helper)}
                helperText={helper}
              />
              <PasswordStrengthMeter password={password} />
            </>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy} disabled={exhausted}>
            {step === 'number' ? t('recovery.sendCode') : step === 'code' ? t('recovery.verify') : t('recovery.save')}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
            {t('common.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
