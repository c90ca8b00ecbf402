import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

/** Spec 1 §4: 'Opss! Sua assinatura venceu {date}. …' with the date as dd/MM/yyyy. */
export function ExpiredSubscriptionNotice({ dueDate }: { dueDate: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="outlined" data-testid="subscription-expired">
      <AlertTitle>{t('billing.expiredTitle')}</AlertTitle>
      {t('billing.expired', { date: formatDate(dueDate) })}
    </Alert>
  );
}
