import type { InfiniteData } from '@tanstack/react-query';
import type { CampaignEventPayload, CampaignListAnswer, CampaignView } from '@guiche/shared';

/** The loaded pages of a campaigns list, edited in place by live events; the server's order is kept. */
export type CampaignPages = InfiniteData<CampaignListAnswer>;

/** Every row of the pages once: a campaign pushed to a later page between two loads is not shown twice. */
export function campaignRows(data: CampaignPages | undefined): CampaignView[] {
  const byId = new Map<number, CampaignView>();
  for (const campaign of (data?.pages ?? []).flatMap((page) => page.records)) {
    if (!byId.has(campaign.id)) byId.set(campaign.id, campaign);
  }
  return [...byId.values()];
}

function mapPages(data: CampaignPages, id: number, edit: (page: CampaignListAnswer) => CampaignListAnswer): CampaignPages {
  const holds = data.pages.some((page) => page.records.some((campaign) => campaign.id === id));
  return holds ? { ...data, pages: data.pages.map(edit) } : data;
}

/** A campaign's new state (a status change, a send counted) put into its row, wherever it is. */
export function patchCampaign(data: CampaignPages, changed: CampaignView): CampaignPages {
  return mapPages(data, changed.id, (page) => ({ ...page, records: page.records.map((campaign) => (campaign.id === changed.id ? changed : campaign)) }));
}

/** Drops a deleted campaign's row and counts one fewer. */
export function removeCampaign(data: CampaignPages, id: number): CampaignPages {
  return mapPages(data, id, (page) => ({ ...page, count: Math.max(0, page.count - 1), records: page.records.filter((campaign) => campaign.id !== id) }));
}

/**
 * A live `company-{id}-campaign` event applied to a loaded list. An update lands in place (a running campaign sends
 * several a second, so reading the list again each time is out) and a delete leaves at once; where a new campaign
 * sorts and whether the search keeps it is the server's call, so `refetch` asks the caller to read the list again.
 */
export function applyCampaignEvent(data: CampaignPages, event: CampaignEventPayload): { data: CampaignPages; refetch: boolean } {
  switch (event.action) {
    case 'update':
      return { data: patchCampaign(data, event.record), refetch: false };
    case 'delete':
      return { data: removeCampaign(data, event.id), refetch: false };
    case 'create':
      return { data, refetch: true };
  }
}
