import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NO_PERMISSION_REDIRECT_MS } from '@guiche/shared';

/**
 * Spec 2 §6: a page the company (or user) may not open says so and goes to / after 1 s. The message also goes out
 * as a toast, which outlives the redirect: landing on another page without it, one would not know why.
 */
export function NoPermissionRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      toast.warning(t('access.noPermission'), { toastId: 'no-permission' });
      void navigate('/', { replace: true });
    }, NO_PERMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, t]);

  return (
    <Alert severity="warning" variant="outlined" role="alert" data-testid="no-permission">
      {t('access.noPermission')}
    </Alert>
  );
}
