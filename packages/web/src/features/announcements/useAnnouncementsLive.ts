import { useQueryClient } from '@tanstack/react-query';
import { platformEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { announcementsKeys } from './announcementsApi';

/**
 * Keeps the announcements screen live: any change on the company-announcement channel reads the loaded lists again
 * (where an edited one sorts, and whether the search keeps it, is the server's call).
 */
export function useAnnouncementsLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent(
    platformEvents.announcement,
    () => void queryClient.invalidateQueries({ queryKey: announcementsKeys.lists }),
  );
}
