import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { queueIntegrationsKeys } from './queueIntegrationsApi';

/**
 * `company-{id}-queueIntegration`: any change (another admin's edit, a run-time failure shown on its row) reloads
 * the lists and the selects; the lists are short, and a reload keeps their order and search exact.
 */
export function useQueueIntegrationsLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.queueIntegration(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
  });
}
