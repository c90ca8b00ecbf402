import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * The login page's link to /signup (spec 2 "Sign-up"), shown once sign-up has a plan to offer: on an install without
 * a public plan it led to a form that could not be sent. Should the plans not load, it shows, as a way in should not
 * vanish on a doubt; /signup then says what it can.
 */
export function SignupLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let shown = true;
    import('../signup/publicPlans')
      .then(({ loadPublicPlans }) => loadPublicPlans(queryClient))
      .then(
        (plans) => plans.length > 0,
        () => true,
      )
      .then((offers) => shown && setOffered(offers));
    return () => {
      shown = false;
    };
  }, [queryClient]);
  if (!offered) return null;
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      {t('login.noAccount')}{' '}
      <Link component={RouterLink} to="/signup" underline="hover" sx={{ fontWeight: 600 }}>
        {t('login.signup')}
      </Link>
    </Typography>
  );
}
