import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { serverEvents, userPublicSchema } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { usersKeys } from './usersApi';
import { patchUser, userList, type UserPages } from './usersCache';

/** `company-{id}-user` as the users screen reads it (shared UserEventPayload). */
const userEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), user: userPublicSchema }),
  z.object({ action: z.literal('update'), user: userPublicSchema }),
  z.object({ action: z.literal('delete'), userId: z.number().int() }),
]);

/**
 * Keeps the loaded users lists live: an update (presence included) is merged in place; a new or deleted user
 * changes who is on which page, so the loaded pages are fetched again (a deleted row leaves at once).
 */
export function useUsersLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();

  useSocketEvent(serverEvents.user(companyId), (payload) => {
    const event = userEventSchema.safeParse(payload);
    if (!event.success) return;
    const { data } = event;
    if (data.action === 'update') {
      queryClient.setQueriesData<UserPages>(
        { queryKey: usersKeys.lists },
        (pages) => pages && patchUser(pages, data.user),
      );
      void queryClient.invalidateQueries({ queryKey: usersKeys.detail(data.user.id) });
      return;
    }
    if (data.action === 'delete') {
      queryClient.setQueriesData<UserPages>(
        { queryKey: usersKeys.lists },
        (pages) => pages && userList.remove(pages, data.userId),
      );
      queryClient.removeQueries({ queryKey: usersKeys.detail(data.userId) });
    }
    void queryClient.invalidateQueries({ queryKey: usersKeys.lists });
    void queryClient.invalidateQueries({ queryKey: usersKeys.names });
  });
}
