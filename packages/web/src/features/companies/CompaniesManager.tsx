import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { CompanyListItem, CreateCompanyValues } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatDate, formatShortDateTime } from '../../lib/dates';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { companiesKeys, createCompany, deleteCompany, updateCompany } from './companiesApi';
import { CompanyDialog } from './CompanyDialog';
import { dueDateTone } from './dueDateTone';
import { useCompaniesList } from './useCompaniesList';

const TONE_COLOR = { overdue: 'error', soon: 'warning' } as const;
const COLUMN_KEYS = [
  'name',
  'email',
  'status',
  'plan',
  'attendants',
  'connections',
  'createdAt',
  'dueDate',
  'recurrence',
  'lastLogin',
] as const;

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

  const remove = useMutation({
    mutationFn: (company: CompanyListItem) => deleteCompany(company.id),
    onSuccess: async () => {
      toast.success(t('common.success'));
      setDeleting(null);
      await refresh();
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? handleApiError(error)
        : toast.error(t('companies.deleteFailed')),
  });

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
  const columns = COLUMN_KEYS.map((key) => t(`companies.columns.${key}`));
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
      >
        {companies.map((company) => {
          const tone = dueDateTone(company.dueDate);
          return (
            <TableRow
              key={company.id}
              hover
              data-testid="company-row"
              data-tone={tone}
              sx={
                tone === 'fine'
                  ? undefined
                  : (theme) => ({
                      bgcolor: alpha(theme.palette[TONE_COLOR[tone]].main, theme.palette.mode === 'dark' ? 0.25 : 0.15),
                    })
              }
            >
              <TableCell>{company.name}</TableCell>
              <TableCell>{company.email}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={company.status ? 'success' : 'default'}
                  label={company.status ? t('companies.active') : t('companies.inactive')}
                />
              </TableCell>
              <TableCell>{company.plan.name}</TableCell>
              <TableCell>{company.numberAttendants}</TableCell>
              <TableCell>{company.numberConections}</TableCell>
              <TableCell>{formatDate(company.createdAt)}</TableCell>
              <TableCell>{company.dueDate ? formatDate(company.dueDate) : '—'}</TableCell>
              <TableCell>{company.recurrence ? t(`companies.recurrences.${company.recurrence}`) : '—'}</TableCell>
              <TableCell>{company.lastLogin ? formatShortDateTime(company.lastLogin) : t('companies.never')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={t('companies.edit')} onClick={() => setEditing(company)}>
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton aria-label={t('common.delete')} onClick={() => setDeleting(company)}>
                  <DeleteOutlineOutlinedIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
      {editing !== undefined && <CompanyDialog company={editing} onClose={() => setEditing(undefined)} onSave={save} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
