import { useEffect, useState } from 'react';
import type { TicketView } from '@guiche/shared';
import { markTicketRead } from './chatApi';

/** The page is in front of the attendant: its tab shown and its window focused. */
function pageOnScreen(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/** Whether the open chat's unread messages are to be marked read now. */
export function shouldReadOnScreen(unreadMessages: number, onScreen: boolean): boolean {
  return onScreen && unreadMessages > 0;
}

/**
 * Messages arriving in the chat the attendant has open and in front of them are read, as WhatsApp Web does: the
 * unread count goes back to 0 and the contact's phone shows them read (POST /messages/{ticketId}/read). A chat
 * left in a background tab or an unfocused window keeps counting until the attendant comes back to it.
 */
export function useReadOnScreen(ticket: Pick<TicketView, 'id' | 'unreadMessages'>): void {
  const [onScreen, setOnScreen] = useState(pageOnScreen);
  useEffect(() => {
    const update = () => setOnScreen(pageOnScreen());
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  useEffect(() => {
    // A courtesy: a failed read leaves the count as it was, and the next arrival or focus tries again.
    if (shouldReadOnScreen(ticket.unreadMessages, onScreen)) markTicketRead(ticket.id).catch(() => undefined);
  }, [ticket.id, ticket.unreadMessages, onScreen]);
}
