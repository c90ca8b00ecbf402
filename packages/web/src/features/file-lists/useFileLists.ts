import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { fetchFileListPage, fileListsKeys, type FileListPage } from './fileListsApi';

const fileListList = pagedList(
  (page: FileListPage) => page.files,
  (page, files) => ({ ...page, files }),
);

/** The file lists for a search (already debounced and lower-cased), loaded page by page (GET /files pageNumber). */
export function useFileLists(search: string) {
  return usePageNumberedList(fileListList, fileListsKeys.list(search), (pageNumber) =>
    fetchFileListPage(search, pageNumber),
  );
}
