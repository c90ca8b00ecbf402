import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from '@guiche/shared';
import { LoadError } from '../../components/LoadError';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { CheckoutDialog } from './CheckoutDialog';
import { InvoiceCompanyFilter, type CompanyChoice } from './InvoiceCompanyFilter';
import { InvoicesTable } from './InvoicesTable';
import { useInvoicesList } from './useInvoicesList';
import { usePaymentLive } from './usePaymentLive';

/**
 * The invoices with search and the checkout of the one being paid, kept live by the payment event. The super
 * administrator sees every company's, with their company and a company filter, and pays only its own company's.
 */
export function InvoicesPanel() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const {
    query,
    items: invoices,
    scroll,
    loadingNextPage,
  } = useInvoicesList({
    search,
    companyId: company?.id ?? null,
  });
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  const [paidUntil, setPaidUntil] = useState<string | null>(null);
  usePaymentLive(setPaidUntil);
  const pay = useCallback((invoice: InvoiceView) => {
    setPaidUntil(null);
    setPaying(invoice);
  }, []);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          value={typed}
          onChange={setTyped}
          label={t('invoices.search')}
          testId="invoices-search"
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        {user.super && <InvoiceCompanyFilter value={company} onChange={setCompany} />}
      </Stack>
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <InvoicesTable
          invoices={invoices}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          showCompany={user.super}
          ownCompanyId={user.companyId}
          onPay={pay}
        />
      )}
      <CheckoutDialog key={paying?.id ?? 0} invoice={paying} paidUntil={paidUntil} onClose={() => setPaying(null)} />
    </Stack>
  );
}
