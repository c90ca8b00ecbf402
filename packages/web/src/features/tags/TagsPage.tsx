import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { TagView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { TagDialog } from './TagDialog';
import { TagRow } from './TagRow';
import { deleteTag, tagsKeys, type TagsVariant } from './tagsApi';
import { tagList, type TagPages } from './tagsCache';
import { useTagsList } from './useTagsList';
import { useTagsLive } from './useTagsLive';

/**
 * /tags (spec 3 "Tags": colour chip, name, contacts count) and, as the kanban variant, /TagsKanban (kanban tags with
 * their ticket count): searched, infinitely scrolled, kept live by `company{id}-tag`; add, edit, a confirmed delete.
 */
export default function TagsPage({ variant = 'all' }: { variant?: TagsVariant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: tags, scroll, loadingNextPage } = useTagsList(variant, search);
  useTagsLive();
  const [dialog, setDialog] = useState<{ tag: TagView | null } | null>(null);
  const [toDelete, setToDelete] = useState<TagView | null>(null);

  const removal = useMutation({
    mutationFn: (tag: TagView) => deleteTag(tag.id),
    onSuccess: (_nothing, tag) => {
      queryClient.setQueriesData<TagPages>(
        { queryKey: tagsKeys.lists },
        (pages) => pages && tagList.remove(pages, tag.id),
      );
      void queryClient.invalidateQueries({ queryKey: tagsKeys.lanes });
      toast.success(t('tags.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const handlers = useMemo(() => ({ onEdit: (tag: TagView) => setDialog({ tag }), onDelete: setToDelete }), []);
  const kanban = variant === 'kanban';
  const columns = t('tags.columns', { returnObjects: true });

  return (
    <section data-testid={kanban ? 'tags-kanban-page' : 'tags-page'}>
      <PageHeader
        title={t(kanban ? 'pages.tagsKanban' : 'pages.tags')}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('tags.search')}
              testId="tags-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({ tag: null })}
              data-testid="tags-add"
            >
              {kanban ? t('tags.addLane') : t('tags.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t(kanban ? 'pages.tagsKanban' : 'pages.tags')}
          testId="tags-table"
          columns={[columns.name, { title: kanban ? columns.tickets : columns.contacts, align: 'center' }]}
          rowCount={tags.length}
          loading={query.isPending}
          skeletonRows={8}
          loadingMore={loadingNextPage}
          empty={{ icon: <LocalOfferOutlinedIcon />, title: t('tags.emptyTitle'), text: t('tags.emptyText') }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} variant={variant} {...handlers} />
          ))}
        </DataTable>
      )}
      <TagDialog target={dialog} kanban={kanban} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
