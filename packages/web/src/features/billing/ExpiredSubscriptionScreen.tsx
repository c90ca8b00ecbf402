import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readStored } from '../../lib/storage';
import { AuthLayout } from '../auth/AuthLayout';
import { ExpiredSubscriptionNotice } from './ExpiredSubscriptionNotice';
import { InvoicesEmptyCard } from './InvoicesEmptyCard';

/**
 * /financeiro-aberto without a session: the login was refused because the subscription expired, so there is
 * no shell, only the notice (with the due date the server sent) and the way back to the login.
 */
export default function ExpiredSubscriptionScreen() {
  const { t } = useTranslation();
  const dueDate = readStored('companyDueDate');
  return (
    <AuthLayout title={t('billing.expiredTitle')}>
      <Stack spacing={2.5}>
        {dueDate && <ExpiredSubscriptionNotice dueDate={dueDate} />}
        <InvoicesEmptyCard dense />
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t('common.backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
