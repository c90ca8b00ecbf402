import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NO_PERMISSION_REDIRECT_MS } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';
import { homePathOf } from './homePath';

/**
 * Spec 2 §6 and spec 3 §6: a page the company's plan (or the super flag) does not allow says so and redirects after
 * 1 s, to / in the spec: here to the user's home, which is / for those who see the dashboard and /tickets for the
 * others (/ would only send them on). The message also goes out as a toast, which outlives the redirect: landing on
 * another page without it, one would not know why.
 */
export function NoPermissionRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = homePathOf(useCurrentUser());

  useEffect(() => {
    const timer = setTimeout(() => {
      toast.warning(t('access.noPermission'), { toastId: 'no-permission' });
      void navigate(home, { replace: true });
    }, NO_PERMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [home, navigate, t]);

  return (
    <Alert severity="warning" variant="outlined" role="alert" data-testid="no-permission">
      {t('access.noPermission')}
    </Alert>
  );
}
