import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { isSubscriptionExpired } from '@guiche/shared';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../auth/sessionContext';
import { ExpiredSubscriptionNotice } from './ExpiredSubscriptionNotice';
import { InvoicesPanel } from './InvoicesPanel';

/** /financeiro and /financeiro-aberto for a logged-in user (one screen, spec 1 §2). */
export default function BillingPage() {
  const { t } = useTranslation();
  const { company } = useCurrentUser();
  const dueDate = company.dueDate;
  const expired = dueDate !== null && isSubscriptionExpired(company.id, dueDate);

  return (
    <section>
      <PageHeader
        title={t('pages.financeiro')}
        actions={
          dueDate && (
            <Chip
              icon={<EventOutlinedIcon />}
              label={t('billing.currentDueDate', { date: formatDate(dueDate) })}
              data-testid="billing-due-date"
              color={expired ? 'error' : 'default'}
              variant="outlined"
            />
          )
        }
      />
      <Stack spacing={3}>
        {expired && <ExpiredSubscriptionNotice dueDate={dueDate} />}
        <InvoicesPanel />
      </Stack>
    </section>
  );
}
