import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchTerm } from '../../lib/search';
import { useTagList } from '../contacts/useTagList';
import { CampaignDialog, type CampaignDialogTarget } from './CampaignDialog';
import { campaignsKeys, deleteCampaign } from './campaignsApi';
import { campaignList, type CampaignPages } from './campaignsCache';
import { CampaignsLoadError } from './CampaignsLoadError';
import { CampaignsTable } from './CampaignsTable';
import { useCampaignCommands } from './useCampaignCommands';
import { useCampaignsList } from './useCampaignsList';
import { useCampaignsLive } from './useCampaignsLive';
import { useManagesCampaigns } from './useManagesCampaigns';
import { useMinuteClock } from './useMinuteClock';

/**
 * /campaigns (spec 3 "Campaigns"): the company's campaigns with search, infinitely scrolled and kept live by the
 * `campaign` event; add, edit (read-only once the state forbids it), stop, restart, report, and a confirmed delete.
 * A user who may not change campaigns (issue 39: admins and supervisors may) gets the list, the report and a
 * read-only view of each campaign.
 */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const { query, items: campaigns, count, scroll, loadingNextPage } = useCampaignsList(search);
  useCampaignsLive();
  const now = useMinuteClock();
  const tags = useTagList();
  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  const commands = useCampaignCommands();
  const manages = useManagesCampaigns();
  const [dialog, setDialog] = useState<CampaignDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<CampaignView | null>(null);

  const removal = useMutation({
    mutationFn: (campaign: CampaignView) => deleteCampaign(campaign.id),
    onSuccess: (_nothing, campaign) => {
      queryClient.setQueriesData<CampaignPages>(
        { queryKey: campaignsKeys.lists },
        (pages) => pages && campaignList.remove(pages, campaign.id),
      );
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
      toast.success(t('campaigns.deleted'));
    },
    onError: handleApiError,
    onSettled: () => setToDelete(null),
  });

  const { stop, restart } = commands;
  // Stable, so that the memoised rows do not re-render when the page does.
  const handlers = useMemo(
    () => ({
      onEdit: (campaign: CampaignView) => setDialog({ id: campaign.id }),
      onStop: stop,
      onRestart: restart,
      onDelete: setToDelete,
    }),
    [stop, restart],
  );
  const typedTooShort = typed.trim().length > 0 && typed.trim().length < SEARCH_MIN_CHARS;

  return (
    <section data-testid="campaigns-page">
      <PageHeader
        title={t('pages.campaigns')}
        count={count}
        actions={
          <>
            <SearchField
              value={typed}
              onChange={setTyped}
              label={t('campaigns.search')}
              hint={typedTooShort ? t('campaigns.searchHint') : undefined}
              testId="campaigns-search"
              sx={{ width: { xs: '100%', sm: 260 }, order: { xs: 3, sm: 0 } }}
            />
            {manages && (
              <Button
                variant="contained"
                startIcon={<AddOutlinedIcon />}
                onClick={() => setDialog({ id: null })}
                data-testid="campaigns-add"
              >
                {t('campaigns.add')}
              </Button>
            )}
          </>
        }
      />
      {query.isError && !query.data ? (
        <CampaignsLoadError
          error={query.error}
          message={t('common.listLoadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CampaignsTable
          campaigns={campaigns}
          tagNames={tagNames}
          now={now}
          busyId={commands.busyId}
          manages={manages}
          loading={query.isPending}
          scroll={scroll}
          loadingNextPage={loadingNextPage}
          {...handlers}
        />
      )}
      <CampaignDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        deleting={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
      />
    </section>
  );
}
