import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../auth/sessionContext';
import { homePathOf } from '../plan/homePath';

/**
 * A page the user's profile may not open, reached by its address (the menu never offers it): said plainly, with the
 * way home, instead of half a page and the server's 403. It stays put, unlike the plan's redirect: the user typed or
 * followed this address and should read why it is closed to them.
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section data-testid="no-access-page">
      <PageHeader title={t('access.noAccessTitle')} />
      <Card>
        <EmptyState
          icon={<LockOutlinedIcon />}
          title={t('access.noAccessTitle')}
          text={t('access.noAccessText')}
          action={
            <Button component={RouterLink} to={homePathOf(user)} variant="contained" data-testid="no-access-home">
              {t('common.backToHome')}
            </Button>
          }
        />
      </Card>
    </section>
  );
}
