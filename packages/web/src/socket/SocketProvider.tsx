import { useEffect, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { clientEvents, USER_STATUS_HEARTBEAT_MS } from '@guiche/shared';
import { useSession } from '../features/auth/sessionContext';
import { isBillingOnly } from '../features/billing/billingOnly';
import { SessionSocketEvents } from './SessionSocketEvents';
import { SocketContext } from './socketContext';

/**
 * The one socket of the session (spec 1 §7 "Live socket"). A new public token (after every refresh) opens a
 * new connection with it; the old one closes. So does leaving billing-only (the payment arrived): the server put the
 * billing-only socket in its billing room alone, and a new handshake gives it the full rooms.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { user, publicToken } = useSession();
  const userId = user?.id;
  const companyId = user?.companyId;
  const billingOnly = user ? isBillingOnly(user) : false;
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (userId === undefined || companyId === undefined || !publicToken) return;
    const connection = io({
      query: { companyId: String(companyId), userId: String(userId) },
      auth: { token: publicToken },
      transports: ['websocket', 'polling'],
    });
    connection.on('connect', () => {
      connection.emit(clientEvents.joinNotification);
      connection.emit(clientEvents.userStatus);
      setSocket(connection);
    });
    const heartbeat = setInterval(() => {
      if (connection.connected) connection.emit(clientEvents.userStatus);
    }, USER_STATUS_HEARTBEAT_MS);
    return () => {
      clearInterval(heartbeat);
      connection.disconnect();
    };
  }, [companyId, userId, publicToken, billingOnly]);

  return (
    <SocketContext.Provider value={socket}>
      <SessionSocketEvents />
      {children}
    </SocketContext.Provider>
  );
}
