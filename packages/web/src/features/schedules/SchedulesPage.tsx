import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchTerm } from '../../lib/search';
import { ScheduleDialog, type ScheduleDialogTarget } from './ScheduleDialog';
import { deleteSchedule, schedulesKeys } from './schedulesApi';
import { scheduleList, type SchedulePages } from './schedulesCache';
import { SchedulesTable } from './SchedulesTable';
import { useContactIdParam } from './useContactIdParam';
import { useSchedulesList } from './useSchedulesList';
import { useSchedulesLive } from './useSchedulesLive';

/**
 * /schedules (spec 3 "Scheduled messages"): the company's scheduled messages with search, infinitely scrolled and kept
 * live by the `schedule` event (a pending message turns sent on its own); add, edit and a confirmed delete. With
 * `?contactId=` the new-schedule dialog opens for that contact.
 */
export default function SchedulesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: schedules, count, scroll, loadingNextPage } = useSchedulesList(search);
  useSchedulesLive();

  const [dialog, setDialog] = useState<ScheduleDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<ScheduleView | null>(null);
  useContactIdParam(useCallback((contactId: number) => setDialog({ contactId }), []));

  const removal = useMutation({
    mutationFn: (schedule: ScheduleView) => deleteSchedule(schedule.id),
    onSuccess: (_nothing, schedule) => {
      queryClient.setQueriesData<SchedulePages>(
        { queryKey: schedulesKeys.lists },
        (pages) => pages && scheduleList.remove(pages, schedule.id),
      );
      void queryClient.invalidateQueries({ queryKey: schedulesKeys.lists });
      toast.success(t('schedules.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  // Stable, so that the memoised rows do not re-render when the page does.
  const handlers = useMemo(
    () => ({ onEdit: (schedule: ScheduleView) => setDialog({ scheduleId: schedule.id }), onDelete: setToDelete }),
    [],
  );
  const typedTooShort = typed.trim().length > 0 && typed.trim().length < SEARCH_MIN_CHARS;

  return (
    <section data-testid="schedules-page">
      <PageHeader
        title={t('pages.schedules')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('schedules.search')}
              hint={typedTooShort ? t('schedules.searchHint') : undefined}
              testId="schedules-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({})}
              data-testid="schedules-add"
            >
              {t('schedules.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <SchedulesTable
          schedules={schedules}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          {...handlers}
        />
      )}
      <ScheduleDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
