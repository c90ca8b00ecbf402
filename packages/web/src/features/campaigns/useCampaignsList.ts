import { nextPageNumber } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { campaignsKeys, fetchCampaignPage } from './campaignsApi';
import { campaignList } from './campaignsCache';

/** The campaigns list for a search (already debounced and lower-cased), loaded page by page (GET /campaigns pageNumber). */
export function useCampaignsList(search: string) {
  return usePagedList(campaignList, {
    queryKey: campaignsKeys.list(search),
    fetchPage: (pageNumber: number) => fetchCampaignPage(search, pageNumber),
    firstPage: 1,
    nextPage: nextPageNumber,
  });
}
