import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignView } from '@guiche/shared';
import { campaignsKeys, fetchCampaign } from './campaignsApi';
import { useCampaignsLive } from './useCampaignsLive';

/** Spec 3 §4/§9: the report reads the campaign again this long after a live update marks it finalized. */
export const FINALIZED_RELOAD_MS = 5_000;

/**
 * The campaign a report shows, live: every `campaign` event updates its counts, and once one says FINALIZADA the
 * report reads the campaign again 5 s later (the last sends' counts settle meanwhile).
 */
export function useCampaignReport(campaignId: number) {
  const queryClient = useQueryClient();
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = useQuery({
    queryKey: campaignsKeys.detail(campaignId),
    queryFn: () => fetchCampaign(campaignId),
    enabled: Number.isSafeInteger(campaignId) && campaignId > 0,
  });
  useCampaignsLive((record: CampaignView) => {
    if (record.id !== campaignId || record.status !== 'FINALIZADA') return;
    clearTimeout(reload.current);
    reload.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: campaignsKeys.detail(campaignId) }),
      FINALIZED_RELOAD_MS,
    );
  });
  useEffect(() => () => clearTimeout(reload.current), []);
  return query;
}
