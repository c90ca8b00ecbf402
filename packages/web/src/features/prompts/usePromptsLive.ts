import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import { promptsKeys } from './promptsApi';

/** `company-{id}-prompt`: any change reloads the list and the queue dialog's and connection modal's selects. */
export function usePromptsLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.prompt(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: promptsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
  });
}
