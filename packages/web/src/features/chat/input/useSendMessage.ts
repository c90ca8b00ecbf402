import { useMutation } from '@tanstack/react-query';
import type { MessageView } from '@guiche/shared';
import { handleApiError } from '../../../api/errorHandler';
import { sendContactCard, sendMedia, sendText, sentMessages } from '../chatApi';

export type Outgoing =
  | { type: 'text'; body: string }
  | { type: 'media'; files: File[]; caption: string }
  | { type: 'card'; card: { name: string; number: string } };

interface SendOptions {
  /** The message being replied to, if any. */
  quoting: MessageView | null;
  isPrivate: boolean;
  signMessage: boolean;
  /** The messages the server answered with, and what was sent. */
  onSent(messages: MessageView[], outgoing: Outgoing): void;
}

/** A ticket's sends: text, files with a caption, or a contact card, each with the input's reply, private and signature choices. */
export function useSendMessage(ticketId: number, { quoting, isPrivate, signMessage, onSent }: SendOptions) {
  return useMutation({
    mutationFn: (outgoing: Outgoing) => {
      const options = { quotedMsgId: quoting ? String(quoting.id) : undefined, isPrivate, signMessage };
      if (outgoing.type === 'text') return sendText(ticketId, { body: outgoing.body, ...options });
      if (outgoing.type === 'media')
        return sendMedia(ticketId, { files: outgoing.files, caption: outgoing.caption, ...options });
      return sendContactCard(ticketId, outgoing.card, isPrivate);
    },
    onSuccess: (answer, outgoing) => onSent(sentMessages(answer), outgoing),
    onError: handleApiError,
  });
}
