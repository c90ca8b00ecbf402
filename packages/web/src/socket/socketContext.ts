import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

export const SocketContext = createContext<Socket | null>(null);

/** The live socket of the session, or null until it has connected. */
export function useSocket(): Socket | null {
  return useContext(SocketContext);
}
