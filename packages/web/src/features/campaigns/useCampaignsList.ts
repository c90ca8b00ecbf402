import { usePageNumberedList } from '../../lib/usePagedList';
import { campaignsKeys, fetchCampaignPage } from './campaignsApi';
import { campaignList } from './campaignsCache';

/** The campaigns list for a search (already debounced and lower-cased), loaded page by page (GET /campaigns pageNumber). */
export function useCampaignsList(search: string) {
  return usePageNumberedList(campaignList, campaignsKeys.list(search), (pageNumber) =>
    fetchCampaignPage(search, pageNumber),
  );
}
