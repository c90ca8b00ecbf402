import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContactErasureView } from '@guiche/shared';
import { ApiError } from '../../api/ApiError';
import { contactsKeys } from '../contacts/contactsApi';
import { erasureKeys, fetchErasure } from './erasureApi';

/** How often an erasure under way is read again: its job reports its counts batch by batch. */
export const ERASURE_POLL_MS = 1000;

/**
 * The contact's latest erasure, read again every second while it runs; null when it has none. Once it is done the
 * contact is read again (it is anonymised now).
 */
export function useContactErasure(contactId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: erasureKeys.latest(contactId),
    queryFn: async (): Promise<ContactErasureView | null> => {
      try {
        return await fetchErasure(contactId);
      } catch (error) {
        // 404: the contact was never erased.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'pending' || status === 'running' ? ERASURE_POLL_MS : false;
    },
  });
  const done = query.data?.status === 'done';
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: contactsKeys.detail(contactId) });
  }, [done, contactId, queryClient]);
  return query;
}
