import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchPromptPage, promptsKeys, type PromptPage } from './promptsApi';

const promptList = pagedList(
  (page: PromptPage) => page.prompts,
  (page, prompts) => ({ ...page, prompts }),
);

/** The company's prompts, loaded page by page (GET /prompt pageNumber). */
export function usePromptsList() {
  return usePageNumberedList(promptList, promptsKeys.lists, fetchPromptPage);
}
