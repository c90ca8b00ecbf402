import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';

/** The invoices area of /financeiro-aberto without a session (the login of an expired company is refused). */
export function InvoicesEmptyCard({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('billing.invoices')} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }} />
      <Divider />
      <EmptyState
        dense={dense}
        icon={<ReceiptLongOutlinedIcon />}
        title={t('billing.emptyTitle')}
        text={t('billing.emptyText')}
      />
    </Card>
  );
}
