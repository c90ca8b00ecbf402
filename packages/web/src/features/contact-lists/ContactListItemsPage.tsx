import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlineOutlinedIcon from '@mui/icons-material/PeopleOutlineOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { can, type ContactListItemView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { stickyActionsCell } from '../../components/tableStyles';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { useManagesCampaigns } from '../campaigns/useManagesCampaigns';
import { ContactListItemDialog } from './ContactListItemDialog';
import { contactListsKeys, deleteContactListItem, fetchContactList } from './contactListsApi';
import { formatPhoneNumber } from '../../lib/phone';
import { useContactListItems } from './useContactLists';
import { useContactListsLive } from './useContactListsLive';

/**
 * /contact-lists/{id}/contacts (spec 3 "Contact lists"): a list's contacts with search, add, edit and delete; read-only
 * to a user who may not change campaigns (issue 39), and delete only under 'contacts-page:deleteContact' (spec 3 §6).
 */
export default function ContactListItemsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const manages = useManagesCampaigns();
  const contactListId = Number(useParams().contactListId);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: contactListsKeys.detail(contactListId),
    queryFn: () => fetchContactList(contactListId),
  });
  const { query, items, count, scroll, loadingNextPage } = useContactListItems(contactListId, search);
  useContactListsLive();
  const [dialog, setDialog] = useState<{ item: ContactListItemView | null } | null>(null);
  const [toDelete, setToDelete] = useState<ContactListItemView | null>(null);
  const mayDelete = manages && can(user, 'contacts-page:deleteContact');
  const removal = useMutation({
    mutationFn: (item: ContactListItemView) => deleteContactListItem(item.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
      toast.success(t('contactListItems.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const columns = t('contactListItems.columns', { returnObjects: true });
  const validity = (item: ContactListItemView) =>
    item.isWhatsappValid === null ? (
      <Chip size="small" variant="outlined" label={t('contactListItems.valid.unknown')} />
    ) : (
      <Chip
        size="small"
        color={item.isWhatsappValid ? 'success' : 'error'}
        label={t(item.isWhatsappValid ? 'contactListItems.valid.yes' : 'contactListItems.valid.no')}
      />
    );

  return (
    <section data-testid="contact-list-items-page">
      <Button
        component={RouterLink}
        to="/contact-lists"
        startIcon={<ArrowBackOutlinedIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('contactListItems.back')}
      </Button>
      <PageHeader
        title={list.data?.name ?? t('pages.contactListItems')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('contactListItems.search')}
              testId="contact-items-search"
              sx={{ width: { xs: '100%', sm: 260 }, order: { xs: 3, sm: 0 } }}
            />
            {manages && (
              <Button
                variant="contained"
                startIcon={<AddOutlinedIcon />}
                onClick={() => setDialog({ item: null })}
                data-testid="contact-items-add"
              >
                {t('contactListItems.add')}
              </Button>
            )}
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.contactListItems')}
          testId="contact-items-table"
          columns={[
            columns.name,
            columns.number,
            { title: columns.email, sx: { display: { xs: 'none', md: 'table-cell' } } },
            columns.valid,
          ]}
          rowCount={items.length}
          loading={query.isPending}
          skeletonRows={8}
          loadingMore={loadingNextPage}
          empty={{
            icon: <PeopleOutlineOutlinedIcon />,
            title: t('contactListItems.emptyTitle'),
            text: t(manages ? 'contactListItems.emptyText' : 'contactListItems.emptyTextReadOnly'),
          }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 290px)', md: 'calc(100dvh - 250px)' } }}
        >
          {items.map((item) => (
            <TableRow key={item.id} hover data-testid="contact-item-row">
              <TableCell sx={{ fontWeight: 600 }}>{item.name}</TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatPhoneNumber(item.number)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{item.email}</TableCell>
              <TableCell>{validity(item)}</TableCell>
              <TableCell align="right" sx={stickyActionsCell}>
                {manages && (
                  <Tooltip title={t('contactListItems.edit', { name: item.name })}>
                    <IconButton
                      size="small"
                      aria-label={t('contactListItems.edit', { name: item.name })}
                      onClick={() => setDialog({ item })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {mayDelete && (
                  <Tooltip title={t('contactListItems.delete', { name: item.name })}>
                    <IconButton
                      size="small"
                      aria-label={t('contactListItems.delete', { name: item.name })}
                      onClick={() => setToDelete(item)}
                    >
                      <DeleteOutlineOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <ContactListItemDialog target={dialog} contactListId={contactListId} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
