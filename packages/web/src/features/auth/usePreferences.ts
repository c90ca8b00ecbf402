import { useCallback } from 'react';
import type { UpdateOwnPreferences } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { updatePreferences } from './authApi';
import { useSession } from './sessionContext';

/**
 * Saves the user's language, theme or menu state (PUT /users/{id}). The change shows at once and is undone
 * if the server refuses it.
 */
export function usePreferences(): (preferences: UpdateOwnPreferences) => Promise<void> {
  const { user, setUser } = useSession();
  return useCallback(
    async (preferences: UpdateOwnPreferences) => {
      if (!user) return;
      setUser({ ...user, ...preferences });
      try {
        setUser(await updatePreferences(user, preferences));
      } catch (error) {
        setUser(user);
        handleApiError(error);
      }
    },
    [user, setUser],
  );
}
