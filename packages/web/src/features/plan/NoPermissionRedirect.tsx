import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NO_PERMISSION_REDIRECT_MS } from '@guiche/shared';

/** Spec 2 §6: a page the company (or user) may not open says so and goes to / after 1 s. */
export function NoPermissionRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), NO_PERMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Alert severity="warning" variant="outlined" role="alert" data-testid="no-permission">
      {t('access.noPermission')}
    </Alert>
  );
}
