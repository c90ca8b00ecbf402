import { useEffect, useRef } from 'react';
import { useSocket } from './socketContext';

/**
 * Listens to one server event for as long as the component lives, across socket reconnections. The handler
 * may change on every render without re-subscribing.
 */
export function useSocketEvent(event: string | null, handler: (payload: unknown) => void): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    if (!socket || !event) return;
    const listener = (payload: unknown) => handlerRef.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
