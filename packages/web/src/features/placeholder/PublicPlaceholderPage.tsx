import Button from '@mui/material/Button';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../app/routeCatalog';
import { EmptyState } from '../../components/EmptyState';
import { AuthLayout } from '../auth/AuthLayout';

/** Stand-in for the public screens still to come (/signup, /recovery-password), with the way back to login. */
export default function PublicPlaceholderPage({ titleKey }: { titleKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t(`pages.${titleKey}`)}>
      <div data-testid="placeholder-page">
        <EmptyState
          dense
          icon={<ConstructionOutlinedIcon />}
          title={t(`pages.${titleKey}`)}
          text={t('placeholder.text')}
          action={
            <Button component={RouterLink} to="/login" variant="contained">
              {t('common.backToLogin')}
            </Button>
          }
        />
      </div>
    </AuthLayout>
  );
}
