import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchQuickMessagePage, quickMessagesKeys, type QuickMessagePage } from './quickMessagesApi';

const quickMessageList = pagedList(
  (page: QuickMessagePage) => page.records,
  (page, records) => ({ ...page, records }),
);

/** The quick messages the user may see for a search (already debounced and lower-cased), loaded page by page. */
export function useQuickMessagesList(search: string) {
  return usePageNumberedList(quickMessageList, quickMessagesKeys.list(search), (pageNumber) =>
    fetchQuickMessagePage(search, pageNumber),
  );
}
