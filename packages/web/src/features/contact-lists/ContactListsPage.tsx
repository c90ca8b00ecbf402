import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import PeopleOutlineOutlinedIcon from '@mui/icons-material/PeopleOutlineOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ContactListImportReport, ContactListView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { stickyActionsCell } from '../../components/tableStyles';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useManagesCampaigns } from '../campaigns/useManagesCampaigns';
import { ContactListDialog } from './ContactListDialog';
import { contactListsKeys, deleteContactList, uploadContactSheet } from './contactListsApi';
import { ImportBanner } from './ImportBanner';
import { useContactLists } from './useContactLists';
import { useContactListsLive } from './useContactListsLive';

/**
 * /contact-lists (spec 3 "Contact lists"): the lists with their contact counts, search, add, rename, delete, and the
 * upload of an .xlsx or .csv into a list, its progress shown live as the server reads the file. A user who may not
 * change campaigns (issue 39: admins and supervisors may) sees the lists and opens them, nothing more.
 */
export default function ContactListsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const manages = useManagesCampaigns();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: lists, count, scroll, loadingNextPage } = useContactLists(search);
  const live = useContactListsLive();
  const [finished, setFinished] = useState<ContactListImportReport | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [dialog, setDialog] = useState<{ list: ContactListView | null } | null>(null);
  const [toDelete, setToDelete] = useState<ContactListView | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<number | null>(null);

  const upload = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadContactSheet(id, file),
    onMutate: () => {
      setFinished(null);
      setDismissed(false);
    },
    onSuccess: (report) => {
      setFinished(report);
      void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
    },
    onError: handleApiError,
  });
  const removal = useMutation({
    mutationFn: (list: ContactListView) => deleteContactList(list.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactListsKeys.all });
      toast.success(t('contactLists.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const report = finished ?? (upload.isPending ? live : null);
  const columns = t('contactLists.columns', { returnObjects: true });

  return (
    <section data-testid="contact-lists-page">
      <PageHeader
        title={t('pages.contactLists')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('contactLists.search')}
              testId="contact-lists-search"
              sx={{ width: { xs: '100%', sm: 260 }, order: { xs: 3, sm: 0 } }}
            />
            {manages && (
              <Button
                variant="contained"
                startIcon={<AddOutlinedIcon />}
                onClick={() => setDialog({ list: null })}
                data-testid="contact-lists-add"
              >
                {t('contactLists.add')}
              </Button>
            )}
          </>
        }
      />
      {report && !dismissed && <ImportBanner report={report} onClose={() => setDismissed(true)} />}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        data-testid="contact-list-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file && uploadTarget.current !== null) upload.mutate({ id: uploadTarget.current, file });
        }}
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.contactLists')}
          testId="contact-lists-table"
          columns={[columns.name, { title: columns.contactsCount, align: 'center' }]}
          rowCount={lists.length}
          loading={query.isPending}
          skeletonRows={6}
          loadingMore={loadingNextPage}
          empty={{
            icon: <ListAltOutlinedIcon />,
            title: t('contactLists.emptyTitle'),
            text: t(manages ? 'contactLists.emptyText' : 'contactLists.emptyTextReadOnly'),
          }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {lists.map((list) => (
            <TableRow key={list.id} hover data-testid="contact-list-row" data-list-name={list.name}>
              <TableCell sx={{ fontWeight: 600 }}>{list.name}</TableCell>
              <TableCell align="center" data-testid="contact-list-count">
                {list.contactsCount}
              </TableCell>
              <TableCell align="right" sx={stickyActionsCell}>
                <Tooltip title={t('contactLists.open', { name: list.name })}>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={`/contact-lists/${list.id}/contacts`}
                    aria-label={t('contactLists.open', { name: list.name })}
                    data-testid="contact-list-open"
                  >
                    <PeopleOutlineOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {manages && (
                  <>
                    <Tooltip title={t('contactLists.upload', { name: list.name })}>
                      <span>
                        <IconButton
                          size="small"
                          disabled={upload.isPending}
                          aria-label={t('contactLists.upload', { name: list.name })}
                          data-testid="contact-list-upload"
                          onClick={() => {
                            uploadTarget.current = list.id;
                            fileInput.current?.click();
                          }}
                        >
                          <UploadFileOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('contactLists.edit', { name: list.name })}>
                      <IconButton
                        size="small"
                        aria-label={t('contactLists.edit', { name: list.name })}
                        onClick={() => setDialog({ list })}
                        data-testid="contact-list-edit"
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('contactLists.delete', { name: list.name })}>
                      <IconButton
                        size="small"
                        aria-label={t('contactLists.delete', { name: list.name })}
                        onClick={() => setToDelete(list)}
                        data-testid="contact-list-delete"
                      >
                        <DeleteOutlineOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <ContactListDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
