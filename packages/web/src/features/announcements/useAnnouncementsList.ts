import type { AnnouncementListAnswer } from '@guiche/shared';
import { pagedList } from '../../lib/pagedList';
import { usePageNumberedList } from '../../lib/usePagedList';
import { announcementsKeys, fetchAnnouncementPage } from './announcementsApi';

const announcementList = pagedList(
  (page: AnnouncementListAnswer) => page.records,
  (page, records) => ({ ...page, records }),
);

/** The announcements list for a search (already debounced), loaded page by page (GET /announcements/ pageNumber). */
export function useAnnouncementsList(search: string) {
  return usePageNumberedList(announcementList, announcementsKeys.list(search), (pageNumber) =>
    fetchAnnouncementPage(pageNumber, search),
  );
}
