import { useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { createConnection, removeGreetingMedia, updateConnection, uploadGreetingMedia } from './connectionsApi';
import { cacheConnection } from './connectionsCache';
import type { ConnectionPayload } from './connectionForm';
import type { GreetingMediaChange } from './greetingMedia';
import type { NewConnectionChannel } from './NewConnectionMenu';

/**
 * Saves the modal's connection (a new one of `channel` when `connectionId` is null), then its greeting attachment,
 * and updates the caches. A failed save throws for the form to show; a failed attachment after a good save is only
 * reported, so the form never creates the same connection twice.
 */
export function useSaveConnection(
  connectionId: number | null,
  channel: NewConnectionChannel | null,
): (payload: ConnectionPayload, greetingMedia: GreetingMediaChange) => Promise<Connection> {
  const queryClient = useQueryClient();
  return async (payload, greetingMedia) => {
    let saved =
      connectionId === null
        ? await createConnection({ ...payload, channel: channel ?? 'whatsapp' })
        : await updateConnection(connectionId, payload);
    try {
      if (greetingMedia.kind === 'upload') saved = await uploadGreetingMedia(saved.id, greetingMedia.file);
      if (greetingMedia.kind === 'remove' && saved.greetingMediaAttachment) saved = await removeGreetingMedia(saved.id);
    } catch (error) {
      handleApiError(error);
    }
    cacheConnection(queryClient, saved);
    return saved;
  };
}
