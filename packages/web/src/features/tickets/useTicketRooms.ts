import { useEffect } from 'react';
import { clientEvents, TICKET_STATUSES } from '@guiche/shared';
import { useSocket } from '../../socket/socketContext';

/**
 * While the manager is on screen its socket sits in the rooms of every ticket status (spec 1 §7: "the client joins
 * rooms for tickets by status"), so a ticket that changes status reaches the list it leaves and the one it enters.
 * Rooms do not survive a reconnection, so they are joined again on every connect.
 */
export function useTicketRooms(): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const join = () => TICKET_STATUSES.forEach((status) => socket.emit(clientEvents.joinTickets, status));
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) TICKET_STATUSES.forEach((status) => socket.emit(clientEvents.leaveTickets, status));
    };
  }, [socket]);
}
