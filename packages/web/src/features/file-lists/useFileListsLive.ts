import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { queueIntegrationsKeys } from '../queue-integrations/queueIntegrationsApi';
import { fileListsKeys } from './fileListsApi';

/** `company-{id}-file`: any change reloads the lists and the queue dialog's and connection modal's selects. */
export function useFileListsLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.file(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: fileListsKeys.lists });
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.choices });
  });
}
