import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../api/errorHandler';
import { sendFile, sendText, simulatorKeys, type SimulatorMessage } from './simulatorApi';
import type { Location } from './phoneForms';

/** What the contact sends: text (maybe quoting), a file with its caption, or a place. */
export type PhoneOutgoing =
  | { type: 'text'; body: string; quotedWid?: string | undefined }
  | { type: 'file'; file: File; caption: string }
  | { type: 'location'; location: Location; quotedWid?: string | undefined };

/**
 * Sends as the simulated contact. The stored message shows at once (the live event then refreshes the chat and
 * the chat list); a refusal (e.g. ERR_WAPP_NOT_INITIALIZED when the session is down) goes to the error handler.
 */
export function useSendFromPhone(whatsappId: number, number: string, contactName: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outgoing: PhoneOutgoing): Promise<SimulatorMessage> => {
      switch (outgoing.type) {
        case 'text':
          return sendText(whatsappId, number, { contactName, body: outgoing.body, quotedWid: outgoing.quotedWid });
        case 'file':
          return sendFile(whatsappId, number, outgoing.file, outgoing.caption, contactName);
        case 'location':
          return sendText(whatsappId, number, {
            contactName,
            body: '',
            location: outgoing.location,
            quotedWid: outgoing.quotedWid,
          });
      }
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<SimulatorMessage[]>(simulatorKeys.chat(whatsappId, number), (chat) =>
        chat && !chat.some((message) => message.id === stored.id) ? [...chat, stored] : chat,
      );
      void queryClient.invalidateQueries({ queryKey: simulatorKeys.state(whatsappId) });
    },
    onError: handleApiError,
  });
}
