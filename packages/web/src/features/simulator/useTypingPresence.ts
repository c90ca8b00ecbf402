import { useEffect, useRef } from 'react';
import { sendPresence } from './simulatorApi';

/** After this long without a keystroke the contact stops "typing" (the brief's 2 s idle). */
export const TYPING_IDLE_MS = 2000;

/**
 * Tells the company the contact is typing: 'composing' on the first keystroke, 'paused' once typing stops for 2 s,
 * when a message goes out, or when the chat closes. Off, it sends nothing. Presence is a nicety: failures are quiet.
 */
export function useTypingPresence(whatsappId: number, number: string, enabled: boolean) {
  const composing = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const pause = () => {
    clearTimeout(idleTimer.current);
    if (!composing.current) return;
    composing.current = false;
    sendPresence(whatsappId, number, 'paused').catch(() => undefined);
  };

  const typed = () => {
    if (!enabled) return;
    if (!composing.current) {
      composing.current = true;
      sendPresence(whatsappId, number, 'composing').catch(() => undefined);
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(pause, TYPING_IDLE_MS);
  };

  // Leaving the chat (or turning the indicator off) must not leave the contact "typing" forever.
  useEffect(
    () => () => {
      clearTimeout(idleTimer.current);
      if (composing.current) {
        composing.current = false;
        sendPresence(whatsappId, number, 'paused').catch(() => undefined);
      }
    },
    [whatsappId, number, enabled],
  );

  return { typed, stopped: pause };
}
