import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import type { CompanyListItem, CreateCompanyValues } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { companiesKeys, createCompany, updateCompany } from './companiesApi';
import { CompanyDeleteDialog } from './CompanyDeleteDialog';
import { COMPANY_COLUMNS, actionsHeadSx, columnSx } from './companyColumns';
import { CompanyDialog } from './CompanyDialog';
import { CompanyRow } from './CompanyRow';
import { CompanySkeletonRows } from './CompanySkeletonRows';
import { useCompaniesList } from './useCompaniesList';

/** The super administrator's companies (spec 2 "Companies"): search, table coloured by due date, add/edit dialog. */
export function CompaniesManager() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchTerm(searchText), SEARCH_DEBOUNCE_MS);
  const { query, items: companies, scroll, loadingNextPage } = useCompaniesList(search);
  const [editing, setEditing] = useState<CompanyListItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companiesKeys.lists });

  const deleted = async () => {
    toast.success(t('common.success'));
    setDeleting(null);
    await refresh();
  };

  async function save(values: CreateCompanyValues) {
    try {
      if (editing) {
        const { password: _kept, ...fields } = values;
        await updateCompany(editing.id, fields);
      } else {
        await createCompany(values);
      }
      toast.success(t('common.success'));
      setEditing(undefined);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) handleApiError(error);
      else toast.error(t('companies.saveFailed'));
    }
  }

  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const columns = COMPANY_COLUMNS.map((key) => ({ title: t(`companies.columns.${key}`), sx: columnSx(key) }));
  return (
    <Box data-testid="companies-manager">
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          value={searchText}
          onChange={setSearchText}
          label={t('companies.search')}
          testId="companies-search"
          sx={{ flex: '1 1 240px' }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="company-add">
          {t('companies.add')}
        </Button>
      </Box>
      <DataTable
        label={t('companies.title')}
        testId="companies-table"
        columns={columns}
        rowCount={companies.length}
        loading={query.isPending}
        loadingMore={loadingNextPage}
        skeletonRows={5}
        empty={{ icon: <ApartmentOutlinedIcon />, title: t('companies.emptyTitle'), text: t('companies.emptyText') }}
        containerRef={scroll.containerRef}
        onScroll={scroll.onScroll}
        containerSx={{ maxHeight: '65vh' }}
        actionsHeadSx={actionsHeadSx}
        renderSkeletonRows={(rows) => <CompanySkeletonRows rows={rows} />}
      >
        {companies.map((company) => (
          <CompanyRow key={company.id} company={company} onEdit={setEditing} onDelete={setDeleting} />
        ))}
      </DataTable>
      {editing !== undefined && <CompanyDialog company={editing} onClose={() => setEditing(undefined)} onSave={save} />}
      {deleting && (
        <CompanyDeleteDialog company={deleting} onClose={() => setDeleting(null)} onDeleted={() => void deleted()} />
      )}
    </Box>
  );
}
