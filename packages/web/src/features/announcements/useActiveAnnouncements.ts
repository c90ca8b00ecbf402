import { useQuery, useQueryClient } from '@tanstack/react-query';
import { platformEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { announcementsKeys, fetchAnnouncementPage } from './announcementsApi';

/**
 * The active announcements for the app bar, high priority first (the server's order), with their count. The first
 * page is what the popover lists; the count is the server's, over every active one (the super administrator asks for
 * active ones only, as the rest of the list holds drafts too). The live company-announcement channel makes it read
 * again on any change.
 */
export function useActiveAnnouncements() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: announcementsKeys.active, queryFn: () => fetchAnnouncementPage(1, '', true) });
  useSocketEvent(
    platformEvents.announcement,
    () => void queryClient.invalidateQueries({ queryKey: announcementsKeys.all }),
  );
  return { records: query.data?.records ?? [], count: query.data?.count ?? 0, loading: query.isPending };
}
