import { useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@guiche/shared';
import { connectionsKeys, createConnection, updateConnection } from './connectionsApi';
import { upsertConnection } from './connectionsCache';
import type { ConnectionPayload } from './connectionForm';
import type { NewConnectionChannel } from './NewConnectionMenu';

/** Saves the modal's connection (a new one of `channel` when `connectionId` is null) and updates the caches. */
export function useSaveConnection(connectionId: number | null, channel: NewConnectionChannel | null): (payload: ConnectionPayload) => Promise<Connection> {
  const queryClient = useQueryClient();
  return async (payload) => {
    const saved =
      connectionId === null ? await createConnection({ ...payload, channel: channel ?? 'whatsapp' }) : await updateConnection(connectionId, payload);
    queryClient.setQueryData(connectionsKeys.detail(saved.id), saved);
    queryClient.setQueryData<Connection[]>(connectionsKeys.list, (list) => list && upsertConnection(list, saved));
    return saved;
  };
}
