import { useInfiniteQuery } from '@tanstack/react-query';
import { contactPrivacyKeys, fetchConsents } from './contactPrivacyApi';

/** The contact's consent decisions, newest first, a page at a time (GET /contacts/{id}/consents). */
export function useConsentHistory(contactId: number) {
  const query = useInfiniteQuery({
    queryKey: contactPrivacyKeys.consents(contactId),
    queryFn: ({ pageParam }) => fetchConsents(contactId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  return { ...query, consents: query.data?.pages.flatMap((page) => page.consents) ?? [] };
}
