import { useQueryClient } from '@tanstack/react-query';
import type { UserDetail } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { useCurrentUser, useSession } from '../auth/sessionContext';
import { createUser, updateUser, uploadAvatar, usersKeys } from './usersApi';
import { patchUser, type UserPages } from './usersCache';
import { createPayload, updatePayload, type UserFormValues } from './userForm';

interface SaveRequest {
  values: UserFormValues;
  /** A picture picked in the modal: uploaded once the user exists (spec 2 §5). */
  avatar: File | null;
  asAdmin: boolean;
}

/**
 * Saves the modal's user (new when `target` is null) and puts the result in every cache that shows it. A failed
 * save throws for the form to show; a failed picture upload after a good save is only reported, so the form
 * never sends the same new user twice.
 */
export function useSaveUser(target: UserDetail | null): (request: SaveRequest) => Promise<UserDetail> {
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const { reloadUser } = useSession();

  return async ({ values, avatar, asAdmin }) => {
    let saved = target
      ? await updateUser(target.id, updatePayload(values, asAdmin))
      : await createUser(createPayload(values));
    if (avatar) {
      try {
        saved = await uploadAvatar(saved.id, avatar);
      } catch (error) {
        handleApiError(error);
      }
    }
    queryClient.setQueryData(usersKeys.detail(saved.id), saved);
    if (target) {
      queryClient.setQueriesData<UserPages>({ queryKey: usersKeys.lists }, (pages) => pages && patchUser(pages, saved));
    } else {
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists });
    }
    void queryClient.invalidateQueries({ queryKey: usersKeys.names });
    // The session shows the user's own name, picture, theme and language: take the saved ones at once.
    if (saved.id === currentUser.id) reloadUser().catch(handleApiError);
    return saved;
  };
}
