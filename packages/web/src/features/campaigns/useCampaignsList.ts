import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { campaignsKeys, fetchCampaignPage } from './campaignsApi';
import { campaignRows } from './campaignsCache';

/** The campaigns list for a search (already debounced and lower-cased), loaded page by page (GET /campaigns pageNumber). */
export function useCampaignsList(search: string) {
  const query = useInfiniteQuery({
    queryKey: campaignsKeys.list(search),
    queryFn: ({ pageParam }) => fetchCampaignPage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
  const campaigns = useMemo(() => campaignRows(query.data), [query.data]);
  return { query, campaigns, count: query.data?.pages[0]?.count };
}
