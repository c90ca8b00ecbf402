import { useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@guiche/shared';
import { useSocketEvent } from '../../socket/useSocketEvent';
import { useCurrentUser } from '../auth/sessionContext';
import { chatKeys } from '../chat/chatApi';
import { quickMessagesKeys } from './quickMessagesApi';

/**
 * `company-{id}-quickmessage` (spec 3 §4: lists stay in sync): the page's lists, its categories and the chat's '/'
 * menu read again. Which messages a reader may see (their own, the shared) is the server's call, so nothing is
 * patched in place.
 */
export function useQuickMessagesLive(): void {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentUser();
  useSocketEvent(serverEvents.quickMessage(companyId), () => {
    void queryClient.invalidateQueries({ queryKey: quickMessagesKeys.all });
    void queryClient.invalidateQueries({ queryKey: chatKeys.quickMessages() });
  });
}
