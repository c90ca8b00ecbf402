import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from '@guiche/shared';
import { DataTable } from '../../components/DataTable';
import type { PagedScroll } from '../../lib/usePagedList';
import { InvoiceRow } from './InvoiceRow';

const FIRST_PAGE_SKELETON_ROWS = 6;

interface InvoicesTableProps {
  invoices: InvoiceView[];
  loading: boolean;
  scroll: PagedScroll;
  loadingNextPage: boolean;
  /** The super administrator's list holds every company's invoices: a column says whose each is. */
  showCompany: boolean;
  /** The viewer's company: the only one whose invoices it may pay. */
  ownCompanyId: number;
  onPay(invoice: InvoiceView): void;
}

/** The invoices table (spec 2 "Invoices") in its own scrolling box (`scroll` from usePagedList loads the next page near its end). */
export function InvoicesTable({
  invoices,
  loading,
  scroll,
  loadingNextPage,
  showCompany,
  ownCompanyId,
  onPay,
}: InvoicesTableProps) {
  const { t } = useTranslation();
  const columns = t('invoices.columns', { returnObjects: true });
  return (
    <DataTable
      label={t('billing.invoices')}
      testId="invoices-table"
      columns={[
        ...(showCompany ? [columns.company] : []),
        columns.detail,
        { title: columns.users, align: 'center' },
        { title: columns.connections, align: 'center' },
        { title: columns.queues, align: 'center' },
        { title: columns.value, align: 'right' },
        columns.dueDate,
        columns.status,
      ]}
      rowCount={invoices.length}
      loading={loading}
      skeletonRows={FIRST_PAGE_SKELETON_ROWS}
      loadingMore={loadingNextPage}
      empty={{ icon: <ReceiptLongOutlinedIcon />, title: t('billing.emptyTitle'), text: t('invoices.emptyText') }}
      containerRef={scroll.containerRef}
      onScroll={scroll.onScroll}
      containerSx={{ maxHeight: { xs: 'calc(100dvh - 300px)', md: 'calc(100dvh - 260px)' } }}
    >
      {invoices.map((invoice) => (
        <InvoiceRow
          key={invoice.id}
          invoice={invoice}
          showCompany={showCompany}
          payable={invoice.companyId === ownCompanyId}
          onPay={onPay}
        />
      ))}
    </DataTable>
  );
}
