import { Suspense, lazy, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { loadFirstLoadSchemas } from '../../api/loadFirstLoadSchemas';
import { PlainTextField } from '../../components/PlainTextField';
import { i18n } from '../../i18n';
import { readSessionEnd } from '../../lib/storage';
import { validationMessage } from '../../i18n/validationMessage';
import { AuthLayout } from './AuthLayout';
import { login } from './authApi';
import { SignupLink } from './SignupLink';
import type { LoginField } from './loginValidation';
import { useLoginForm } from './useLoginForm';
import { usePasswordToggle } from './usePasswordToggle';
import { useSession } from './sessionContext';
import { BILLING_ONLY_PATH, isBillingOnly } from '../billing/billingOnly';
import { warnIfSubscriptionEndsSoon, warnSubscriptionExpired } from './subscriptionWarning';

const SessionEndNotice = lazy(() =>
  import('./SessionEndNotice').then((module) => ({ default: module.SessionEndNotice })),
);

function isField(path: string): path is LoginField {
  return path === 'email' || path === 'password';
}

/** The body of an error answer, when it is the JSON kind. */
function errorBody(error: unknown) {
  return error instanceof ApiError && typeof error.body === 'object' ? error.body : null;
}

/** Server-side validation issues (ERR_VALIDATION) that belong to a field of this form. */
function fieldIssues(error: unknown): { field: LoginField; message: string }[] {
  return (errorBody(error)?.issues ?? []).flatMap(({ path, message }) =>
    isField(path) ? [{ field: path, message }] : [],
  );
}

/** /login (spec 1 §2, §5): email and password, validated by the shared schema. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const passwordToggle = usePasswordToggle();
  const { register, handleSubmit, setError, errors, isSubmitting } = useLoginForm();
  // Why the last session of this tab ended, when the user did not end it; the next login clears it (storeSession).
  const [sessionEnd] = useState(readSessionEnd);

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const session = await login(credentials);
      // Greet in the user's own language, which the session applies anyway.
      await i18n.changeLanguage(session.user.language);
      signIn(session);
      if (isBillingOnly(session.user)) {
        // Spec 1 §4: an expired company's session is billing-only, and goes where it can pay.
        navigate(BILLING_ONLY_PATH, { replace: true });
        warnSubscriptionExpired(session.user.company.dueDate);
        return;
      }
      navigate('/tickets', { replace: true });
      toast.success(i18n.t('login.success'));
      warnIfSubscriptionEndsSoon(session.user.company.dueDate);
    } catch (error) {
      const issues = fieldIssues(error);
      if (issues.length === 0) return handleApiError(error);
      issues.forEach(({ field, message }) => setError(field, message));
    }
  });

  // The login call's schema, fetched once the page shows so that submitting waits for nothing.
  useEffect(() => {
    void loadFirstLoadSchemas();
  }, []);

  return (
    <AuthLayout title={t('login.title')}>
      <Typography variant="h5" component="h1">
        {t('login.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {t('login.subtitle')}
      </Typography>
      {sessionEnd && (
        <Suspense fallback={null}>
          <SessionEndNotice reason={sessionEnd} />
        </Suspense>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <PlainTextField
            {...register('email')}
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            error={Boolean(errors.email)}
            helperText={validationMessage(errors.email)}
          />
          <Box>
            <PlainTextField
              {...register('password')}
              {...passwordToggle}
              label={t('login.password')}
              autoComplete="current-password"
              fullWidth
              error={Boolean(errors.password)}
              helperText={validationMessage(errors.password)}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Link component={RouterLink} to="/recovery-password" variant="body2" underline="hover">
                {t('login.forgotPassword')}
              </Link>
            </Box>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
          <SignupLink />
        </Stack>
      </Box>
    </AuthLayout>
  );
}
