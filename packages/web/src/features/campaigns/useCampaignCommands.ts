import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { campaignsKeys, cancelCampaign, restartCampaign } from './campaignsApi';
import { campaignList, type CampaignPages } from './campaignsCache';

/**
 * Stop (EM_ANDAMENTO → CANCELADA) and restart (CANCELADA → EM_ANDAMENTO), from the list or the dialog. The answer
 * goes into every cache showing the campaign; a refusal shows its message (spec 3 §8).
 */
export function useCampaignCommands() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = (campaign: CampaignView) => {
    queryClient.setQueryData(campaignsKeys.detail(campaign.id), campaign);
    queryClient.setQueriesData<CampaignPages>(
      { queryKey: campaignsKeys.lists },
      (pages) => pages && campaignList.replace(pages, campaign),
    );
  };
  const mutation = useMutation({
    mutationFn: ({ campaign, command }: { campaign: CampaignView; command: 'stop' | 'restart' }) =>
      command === 'stop' ? cancelCampaign(campaign.id) : restartCampaign(campaign.id),
    onSuccess: (campaign, { command }) => {
      store(campaign);
      toast.success(command === 'stop' ? t('campaigns.stopped') : t('campaigns.restarted'));
    },
    onError: (error) => {
      handleApiError(error);
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.all });
    },
  });
  const { mutate } = mutation;
  return {
    stop: useCallback((campaign: CampaignView) => mutate({ campaign, command: 'stop' }), [mutate]),
    restart: useCallback((campaign: CampaignView) => mutate({ campaign, command: 'restart' }), [mutate]),
    /** The campaign whose command is under way. */
    busyId: mutation.isPending ? mutation.variables.campaign.id : null,
  };
}
