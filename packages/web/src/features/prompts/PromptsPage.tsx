import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { PromptView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DataTable } from '../../components/DataTable';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import { PromptDialog } from './PromptDialog';
import { PromptRow } from './PromptRow';
import { deletePrompt, promptsKeys } from './promptsApi';
import { usePromptsList } from './usePromptsList';
import { usePromptsLive } from './usePromptsLive';

/** /prompts (spec 3 §2): the company's AI prompts with add, edit and a confirmed delete, kept live by socket. */
export default function PromptsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { query, items: prompts, count, scroll, loadingNextPage } = usePromptsList();
  usePromptsLive();
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [toDelete, setToDelete] = useState<PromptView | null>(null);

  const removal = useMutation({
    mutationFn: (prompt: PromptView) => deletePrompt(prompt.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promptsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
      toast.success(t('prompts.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });
  const handlers = useMemo(
    () => ({ onEdit: (prompt: PromptView) => setDialog({ id: prompt.id }), onDelete: setToDelete }),
    [],
  );
  const columns = t('prompts.columns', { returnObjects: true });

  return (
    <section data-testid="prompts-page">
      <PageHeader
        title={t('pages.prompts')}
        count={count}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlinedIcon />}
            onClick={() => setDialog({ id: null })}
            data-testid="prompts-add"
          >
            {t('prompts.add')}
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <LoadError message={t('common.listLoadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('pages.prompts')}
          testId="prompts-table"
          columns={[columns.name, columns.queue, columns.maxTokens]}
          rowCount={prompts.length}
          loading={query.isPending}
          skeletonRows={6}
          loadingMore={loadingNextPage}
          empty={{ icon: <PsychologyOutlinedIcon />, title: t('prompts.emptyTitle'), text: t('prompts.emptyText') }}
          containerRef={scroll.containerRef}
          onScroll={scroll.onScroll}
          containerSx={{ maxHeight: { xs: 'calc(100dvh - 250px)', md: 'calc(100dvh - 210px)' } }}
        >
          {prompts.map((prompt) => (
            <PromptRow key={prompt.id} prompt={prompt} {...handlers} />
          ))}
        </DataTable>
      )}
      <PromptDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
