import { useEffect, useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signupSchema, type SignupInput } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { validationMessage } from '../../i18n/validationMessage';
import { AuthLayout } from '../auth/AuthLayout';
import { PasswordField } from '../auth/PasswordField';
import { fetchPublicPlans, plansKeys } from '../plans/plansApi';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { PlanCards } from './PlanCards';
import { onlyPlanId } from './publicPlans';
import { requestSignupCode, signup } from './signupApi';
import { TermsDialog } from './TermsDialog';

const TEXT_FIELDS = ['companyName', 'name', 'phone', 'document', 'email'] as const;
type FormField = keyof SignupInput;

/** /signup (spec 2 "Sign-up"): a new company, its admin and plan; on success, on to /login. */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plans = useQuery({ queryKey: plansKeys.public, queryFn: fetchPublicPlans });
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      companyName: '',
      name: '',
      phone: '',
      phoneCode: '',
      document: '',
      email: '',
      password: '',
      companyId: params.get('companyId'),
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });
  // A single plan on offer is the newcomer's plan: no choice to make (the card still shows what it holds).
  const onlyPlan = onlyPlanId(plans.data);
  useEffect(() => {
    if (onlyPlan !== undefined && form.getValues('planId') === undefined) form.setValue('planId', onlyPlan);
  }, [onlyPlan, form]);
  const [sendingCode, setSendingCode] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);

  // The phone must be valid before a code goes to it; the code then proves the number at sign-up.
  const sendCode = async () => {
    if (!(await form.trigger('phone'))) return;
    setSendingCode(true);
    try {
      await requestSignupCode(form.getValues('phone'));
      toast.success(t('signup.codeSent'));
    } catch (error) {
      handleApiError(error);
    } finally {
      setSendingCode(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup(values);
      toast.success(t('signup.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      const issues = error instanceof ApiError && typeof error.body === 'object' ? (error.body?.issues ?? []) : [];
      if (issues.length === 0) return handleApiError(error);
      toast.error(t('signup.failure'));
      for (const issue of issues) setError(issue.path as FormField, { message: issue.message });
    }
  });

  return (
    <AuthLayout title={t('signup.title')}>
      <Typography variant="h5" component="h1">
        {t('signup.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {t('signup.subtitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="signup-form">
        <Stack spacing={2}>
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              {...register(field)}
              label={t(`signup.${field}`)}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={field === 'phone' ? 'tel' : undefined}
              fullWidth
              error={Boolean(errors[field])}
              helperText={validationMessage(errors[field]?.message)}
            />
          ))}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              {...register('phoneCode')}
              label={t('signup.phoneCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              fullWidth
              error={Boolean(errors.phoneCode)}
              helperText={validationMessage(errors.phoneCode?.message)}
            />
            <Button
              variant="outlined"
              onClick={() => void sendCode()}
              loading={sendingCode}
              sx={{ flexShrink: 0, mt: 1 }}
            >
              {t('signup.sendCode')}
            </Button>
          </Stack>
          <PasswordField
            {...register('password')}
            label={t('signup.password')}
            autoComplete="new-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={validationMessage(errors.password?.message)}
          />
          <PasswordStrengthMeter password={password ?? ''} />
          <Typography variant="subtitle2">{t('signup.plan')}</Typography>
          <Controller
            control={control}
            name="planId"
            render={({ field, fieldState }) => (
              <PlanCards
                plans={plans.data}
                value={field.value}
                onChange={field.onChange}
                error={validationMessage(fieldState.error?.message)}
              />
            )}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox {...register('termo')} data-testid="signup-terms" />}
              label={
                <Trans
                  i18nKey="signup.terms"
                  components={{
                    // Not <link>: Trans reads that HTML name as an empty element and would drop the words inside.
                    terms: (
                      <Link
                        component="button"
                        type="button"
                        variant="body1"
                        sx={{ verticalAlign: 'baseline' }}
                        onClick={(event: MouseEvent) => {
                          // Inside the label: reading the terms neither ticks nor clears the box.
                          event.preventDefault();
                          setTermsOpen(true);
                        }}
                        data-testid="signup-terms-link"
                      />
                    ),
                  }}
                />
              }
            />
            {errors.termo && <FormHelperText error>{validationMessage(errors.termo.message)}</FormHelperText>}
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
            {t('signup.submit')}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
            {t('signup.haveAccount')}
          </Link>
        </Stack>
      </Box>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthLayout>
  );
}
