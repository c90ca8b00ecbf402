import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@guiche/shared';
import { handleApiError } from '../../api/errorHandler';
import { callSession, connectionsKeys, type SessionCall } from './connectionsApi';
import { upsertConnection } from './connectionsCache';

/** One session button's call; the answer (the connection as it is now) goes into the list at once. */
export function useSessionCall(connectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: SessionCall) => callSession(connectionId, call),
    onSuccess: (connection) => {
      queryClient.setQueryData<Connection[]>(connectionsKeys.list, (list) => list && upsertConnection(list, connection));
    },
    onError: handleApiError,
  });
}
