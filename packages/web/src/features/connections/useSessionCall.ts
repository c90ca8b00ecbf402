import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../api/errorHandler';
import { callSession, type SessionCall } from './connectionsApi';
import { cacheConnection } from './connectionsCache';

/** One session button's call; the answer (the connection as it is now) goes into the list at once. */
export function useSessionCall(connectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: SessionCall) => callSession(connectionId, call),
    onSuccess: (connection) => {
      cacheConnection(queryClient, connection);
    },
    onError: handleApiError,
  });
}
