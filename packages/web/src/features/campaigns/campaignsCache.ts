import type { InfiniteData } from '@tanstack/react-query';
import type { CampaignEventPayload, CampaignListAnswer } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';

/** The loaded pages of a campaigns list, edited in place by live events; the server's order is kept. */
export type CampaignPages = InfiniteData<CampaignListAnswer>;

export const campaignList = pagedList(
  (page: CampaignListAnswer) => page.records,
  (page, records) => ({ ...page, records }),
);

/**
 * A live `company-{id}-campaign` event applied to a loaded list. An update lands in place because a running
 * campaign sends several a second, so reading the list again each time is out; a new campaign is read again.
 */
export function applyCampaignEvent(
  data: CampaignPages,
  event: CampaignEventPayload,
): { data: CampaignPages; refetch: boolean } {
  return campaignList.applyEvent(
    data,
    event.action === 'delete' ? { action: 'delete', id: event.id } : { action: event.action, item: event.record },
  );
}
