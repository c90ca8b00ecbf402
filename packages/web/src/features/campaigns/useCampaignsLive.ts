import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { campaignViewSchema, serverEvents, type CampaignEventPayload, type CampaignView } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { campaignsKeys } from './campaignsApi';
import { applyCampaignEvent, type CampaignPages } from './campaignsCache';

/** `company-{id}-campaign` as the campaign screens read it (shared CampaignEventPayload). */
const campaignEventSchema: z.ZodType<CampaignEventPayload> = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['create', 'update']), record: campaignViewSchema }),
  z.object({ action: z.literal('delete'), id: z.number().int() }),
]);

/**
 * Keeps the loaded campaigns lists and the open campaigns (dialog, report) live: status changes and the report's
 * counts arrive as the server sends. `onRecord` sees every record that arrives (the report watches for FINALIZADA).
 */
export function useCampaignsLive(onRecord?: (record: CampaignView) => void): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.campaign(companyId), (payload) => {
    const parsed = campaignEventSchema.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    let refetch = false;
    queryClient.setQueriesData<CampaignPages>({ queryKey: campaignsKeys.lists }, (pages) => {
      if (!pages) return pages;
      const applied = applyCampaignEvent(pages, event);
      refetch ||= applied.refetch;
      return applied.data;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists });
    if (event.action === 'delete') {
      queryClient.removeQueries({ queryKey: campaignsKeys.detail(event.id) });
      return;
    }
    queryClient.setQueryData(campaignsKeys.detail(event.record.id), event.record);
    onRecord?.(event.record);
  });
}
