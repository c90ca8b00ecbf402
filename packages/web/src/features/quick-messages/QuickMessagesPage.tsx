import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { QuickMessageView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { useCurrentUser } from '../auth/sessionContext';
import { chatKeys } from '../chat/chatApi';
import { QuickMessageDialog } from './QuickMessageDialog';
import { QuickMessageRow, WIDE_ONLY } from './QuickMessageRow';
import { canChangeQuickMessage } from './quickMessageRules';
import { deleteQuickMessage, quickMessagesKeys } from './quickMessagesApi';
import { useQuickMessagesList } from './useQuickMessagesList';
import { useQuickMessagesLive } from './useQuickMessagesLive';

/**
 * /quick-messages (spec 3 "Quick messages"): the replies the user may see (their own and the shared ones; all for
 * managers), searched and infinitely scrolled, kept live by `company-{id}-quickmessage`; add, and edit or delete
 * where spec 3 §6 allows it.
 */
export default function QuickMessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: messages, scroll, loadingNextPage } = useQuickMessagesList(search);
  useQuickMessagesLive();
  const [dialog, setDialog] = useState<{ message: QuickMessageView | null } | null>(null);
  const [toDelete, setToDelete] = useState<QuickMessageView | null>(null);

  const removal = useMutation({
    mutationFn: (message: QuickMessageView) => deleteQuickMessage(message.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all });
      void queryClient.invalidateQueries({ queryKey: chatKeys.quickMessages() });
      toast.success(t('quickMessages.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const handlers = useMemo(
    () => ({ onEdit: (message: QuickMessageView) => setDialog({ message }), onDelete: setToDelete }),
    [],
  );
  const columns = t('quickMessages.columns', { returnObjects: true });

  return (
    <section data-testid="quick-messages-page">
      <PageHeader
        title={t('pages.quickMessages')}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('quickMessages.search')}
              testId="quick-messages-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({ message: null })}
              data-testid="quick-messages-add"
            >
              {t('quickMessages.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.quickMessages')}
          testId="quick-messages-table"
          columns={[
            columns.shortcode,
            { title: columns.message, sx: WIDE_ONLY },
            { title: columns.geral, align: 'center' },
            { title: columns.status, sx: WIDE_ONLY },
          ]}
          rowCount={messages.length}
          loading={query.isPending}
          skeletonRows={8}
          loadingMore={loadingNextPage}
          empty={{
            icon: <BoltOutlinedIcon />,
            title: t('quickMessages.emptyTitle'),
            text: t('quickMessages.emptyText'),
          }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {messages.map((message) => (
            <QuickMessageRow
              key={message.id}
              message={message}
              canChange={canChangeQuickMessage(user, message)}
              {...handlers}
            />
          ))}
        </DataTable>
      )}
      <QuickMessageDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
