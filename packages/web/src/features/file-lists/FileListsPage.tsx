import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { FileListView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { FileListDialog } from './FileListDialog';
import { FileListRow } from './FileListRow';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import { deleteFileList, fileListsKeys } from './fileListsApi';
import { useFileLists } from './useFileLists';
import { useFileListsLive } from './useFileListsLive';

/** /files (spec 3 §2): the company's file lists with search, add, edit and a confirmed delete, kept live by socket. */
export default function FileListsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: lists, count, scroll, loadingNextPage } = useFileLists(search);
  useFileListsLive();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<FileListView | null>(null);

  const removal = useMutation({
    mutationFn: (list: FileListView) => deleteFileList(list.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fileListsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
      toast.success(t('fileLists.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const handlers = useMemo(
    () => ({ onEdit: (list: FileListView) => setDialog({ id: list.id }), onDelete: setToDelete }),
    [],
  );
  const columns = t('fileLists.columns', { returnObjects: true });

  return (
    <section data-testid="file-lists-page">
      <PageHeader
        title={t('pages.files')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('fileLists.search')}
              testId="file-lists-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({ id: null })}
              data-testid="file-lists-add"
            >
              {t('fileLists.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.files')}
          testId="file-lists-table"
          columns={[columns.id, columns.name, columns.files]}
          rowCount={lists.length}
          loading={query.isPending}
          skeletonRows={6}
          loadingMore={loadingNextPage}
          empty={{ icon: <FolderOutlinedIcon />, title: t('fileLists.emptyTitle'), text: t('fileLists.emptyText') }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {lists.map((list) => (
            <FileListRow key={list.id} list={list} {...handlers} />
          ))}
        </DataTable>
      )}
      <FileListDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
