import { io, type Socket } from 'socket.io-client';

/** Opens a socket the way the web client does, or answers the handshake refusal's error code. */
export function connectSocket(
  url: string,
  options: { token?: string; companyId?: number; userId?: number },
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    query: {
      ...(options.companyId !== undefined ? { companyId: String(options.companyId) } : {}),
      ...(options.userId !== undefined ? { userId: String(options.userId) } : {}),
    },
    auth: options.token ? { token: options.token } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every payload of `event` from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
