import { useQuery, useQueryClient } from '@tanstack/react-query';
import { platformEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { announcementsKeys, fetchAnnouncementPage } from './announcementsApi';

/**
 * The active announcements for the app bar, high priority first (the server's order), with their count. The first
 * page is what the popover lists; the live company-announcement channel makes it read again on any change.
 */
export function useActiveAnnouncements() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: announcementsKeys.active, queryFn: () => fetchAnnouncementPage(1) });
  useSocketEvent(platformEvents.announcement, () => void queryClient.invalidateQueries({ queryKey: announcementsKeys.all }));
  // The super administrator's list holds inactive ones too: the popover shows the active ones only.
  const records = (query.data?.records ?? []).filter((record) => record.status);
  const inactiveOnPage = (query.data?.records.length ?? 0) - records.length;
  return { records, count: Math.max(0, (query.data?.count ?? 0) - inactiveOnPage), loading: query.isPending };
}
