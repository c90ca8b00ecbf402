import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../auth/sessionContext';
import { homePathOf } from '../plan/homePath';

/** Any unknown private address, shown inside the shell. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section data-testid="not-found-page">
      <PageHeader title={t('notFound.title')} />
      <Card>
        <EmptyState
          icon={<SearchOffOutlinedIcon />}
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={
            <Button component={RouterLink} to={homePathOf(user)} variant="contained">
              {t('common.backToHome')}
            </Button>
          }
        />
      </Card>
    </section>
  );
}
