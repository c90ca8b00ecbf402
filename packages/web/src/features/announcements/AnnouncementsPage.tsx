import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { AnnouncementDialog } from './AnnouncementDialog';
import { announcementsKeys, deleteAnnouncement } from './announcementsApi';
import { AnnouncementsTable } from './AnnouncementsTable';
import { useAnnouncementsList } from './useAnnouncementsList';
import { useAnnouncementsLive } from './useAnnouncementsLive';

/**
 * /announcements (spec 3 "Announcements", super administrator only): the list with its count and search, paged as it
 * scrolls and kept live by the company-announcement channel; add, edit (with the image) and a confirmed delete.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: announcements, count, scroll, loadingNextPage } = useAnnouncementsList(search);
  useAnnouncementsLive();

  // undefined: closed; null: a new one.
  const [editing, setEditing] = useState<AnnouncementView | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<AnnouncementView | null>(null);

  const removal = useMutation({
    mutationFn: (announcement: AnnouncementView) => deleteAnnouncement(announcement.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: announcementsKeys.all });
      toast.success(t('announcements.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const handlers = useMemo(
    () => ({ onEdit: (announcement: AnnouncementView) => setEditing(announcement), onDelete: setToDelete }),
    [],
  );

  return (
    <section data-testid="announcements-page">
      <PageHeader
        title={t('pages.announcements')}
        count={count ?? 0}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('announcements.search')}
              testId="announcements-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setEditing(null)}
              data-testid="announcements-add"
            >
              {t('announcements.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <AnnouncementsTable
          announcements={announcements}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          {...handlers}
        />
      )}
      {editing !== undefined && <AnnouncementDialog announcement={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
