import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchQueueIntegrationPage, queueIntegrationsKeys, type QueueIntegrationPage } from './queueIntegrationsApi';

const queueIntegrationList = pagedList(
  (page: QueueIntegrationPage) => page.queueIntegrations,
  (page, queueIntegrations) => ({ ...page, queueIntegrations }),
);

/** The queue integrations for a search (already debounced and lower-cased), loaded page by page (GET /queueIntegration pageNumber). */
export function useQueueIntegrationsList(search: string) {
  return usePageNumberedList(queueIntegrationList, queueIntegrationsKeys.list(search), (pageNumber) =>
    fetchQueueIntegrationPage(search, pageNumber),
  );
}
