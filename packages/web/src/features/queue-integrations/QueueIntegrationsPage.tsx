import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { QueueIntegrationView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../../lib/search';
import { QueueIntegrationDialog } from './QueueIntegrationDialog';
import { QueueIntegrationRow } from './QueueIntegrationRow';
import { deleteQueueIntegration, queueIntegrationsKeys } from './queueIntegrationsApi';
import { useQueueIntegrationsList } from './useQueueIntegrationsList';
import { useQueueIntegrationsLive } from './useQueueIntegrationsLive';

/**
 * /queue-integration (spec 3 §2): the company's Dialogflow, n8n, webhook and Typebot integrations with search, add,
 * edit and a confirmed delete (refused while a queue, connection or option uses one), kept live by socket.
 */
export default function QueueIntegrationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: integrations, count, scroll, loadingNextPage } = useQueueIntegrationsList(search);
  useQueueIntegrationsLive();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<QueueIntegrationView | null>(null);

  const removal = useMutation({
    mutationFn: (integration: QueueIntegrationView) => deleteQueueIntegration(integration.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
      toast.success(t('queueIntegrations.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const handlers = useMemo(
    () => ({ onEdit: (integration: QueueIntegrationView) => setDialog({ id: integration.id }), onDelete: setToDelete }),
    [],
  );
  const columns = t('queueIntegrations.columns', { returnObjects: true });

  return (
    <section data-testid="queue-integrations-page">
      <PageHeader
        title={t('pages.queueIntegration')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('queueIntegrations.search')}
              testId="queue-integrations-search"
              sx={{ width: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
            />
            <Button
              variant="contained"
              startIcon={<AddOutlinedIcon />}
              onClick={() => setDialog({ id: null })}
              data-testid="queue-integrations-add"
            >
              {t('queueIntegrations.add')}
            </Button>
          </>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.queueIntegration')}
          testId="queue-integrations-table"
          columns={[columns.type, columns.id, columns.name]}
          rowCount={integrations.length}
          loading={query.isPending}
          skeletonRows={6}
          loadingMore={loadingNextPage}
          empty={{
            icon: <HubOutlinedIcon />,
            title: t('queueIntegrations.emptyTitle'),
            text: t('queueIntegrations.emptyText'),
          }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {integrations.map((integration) => (
            <QueueIntegrationRow key={integration.id} integration={integration} {...handlers} />
          ))}
        </DataTable>
      )}
      <QueueIntegrationDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
