import { useState, type UIEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { isNearBottom } from '../../lib/scroll';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useCompaniesList } from '../companies/useCompaniesList';

/** A company as the filter offers and the invoices list is narrowed to it. */
export interface CompanyChoice {
  id: number;
  name: string;
}

interface InvoiceCompanyFilterProps {
  value: CompanyChoice | null;
  onChange(company: CompanyChoice | null): void;
}

/**
 * The super administrator's company filter of the invoices: the companies searched on the server (GET /companies,
 * name or email, from 3 characters, 500 ms after the last keystroke), its next page loaded as the open list nears
 * its end, so every company is reachable however many there are. Cleared, the list is everyone's again.
 */
export function InvoiceCompanyFilter({ value, onChange }: InvoiceCompanyFilterProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // The chosen company's own name in the box is not a search.
  const search = useDebouncedValue(searchTerm(typed === value?.name ? '' : typed), SEARCH_DEBOUNCE_MS);
  const { query, items } = useCompaniesList(search);
  const options: CompanyChoice[] = items.map(({ id, name }) => ({ id, name }));
  // The chosen company stays an option, so the field shows it whatever the last search found.
  if (value && !options.some((option) => option.id === value.id)) options.unshift(value);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMoreNearEnd = (event: UIEvent<HTMLElement>) => {
    if (hasNextPage && !isFetchingNextPage && isNearBottom(event.currentTarget)) void fetchNextPage();
  };

  return (
    <Autocomplete<CompanyChoice>
      size="small"
      options={options}
      value={value}
      onChange={(_event, company) => onChange(company)}
      inputValue={typed}
      onInputChange={(_event, next) => setTyped(next)}
      filterOptions={(available) => available}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      loading={query.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('invoices.noCompanies')}
      slotProps={{ listbox: { onScroll: loadMoreNearEnd } }}
      sx={{ width: { xs: '100%', sm: 300 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('invoices.companyFilter')}
          placeholder={t('invoices.companyFilterHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'invoices-company-filter' },
          }}
        />
      )}
    />
  );
}
