import type { SessionUser, TicketView } from '@guiche/shared';

// Only the queue ids matter: tests and callers need not build the session's membership rows (UserQueue).
type Viewer = Pick<SessionUser, 'id' | 'profile' | 'super' | 'allTicket'> & { queues: readonly { id: number }[] };
type NotifiedTicket = Pick<TicketView, 'status' | 'userId' | 'queueId'>;

/**
 * Who the bell tells about a ticket (spec 1 §2 and §6). Admins hear of every ticket. Anyone else only of tickets
 * that are unassigned or their own, and in one of their queues; a user with allTicket ("Ver atendimentos sem fila")
 * also hears of unassigned tickets without a queue and of pending tickets outside their queues. Tickets without a
 * queue are not seen without it either (the server's visibility rule; docs/spec-deviations.md).
 */
export function isNotifiedOf(viewer: Viewer, ticket: NotifiedTicket): boolean {
  if (viewer.super || viewer.profile === 'admin') return true;
  if (ticket.userId !== null && ticket.userId !== viewer.id) return false;
  const allTicket = viewer.allTicket === 'enable';
  if (ticket.queueId === null) return ticket.userId === viewer.id || allTicket;
  if (viewer.queues.some((queue) => queue.id === ticket.queueId)) return true;
  return allTicket && ticket.status === 'pending';
}

/**
 * Whether a new message calls for a browser notification and the sound: it came from the contact, the viewer is
 * notified of its ticket, and that ticket is not the one open on screen (a hidden tab counts as not on screen).
 */
export function shouldAlert(
  viewer: Viewer,
  ticket: NotifiedTicket & Pick<TicketView, 'uuid'>,
  fromMe: boolean,
  openTicketUuid: string | undefined,
  pageVisible: boolean,
): boolean {
  if (fromMe || !isNotifiedOf(viewer, ticket)) return false;
  return !pageVisible || ticket.uuid !== openTicketUuid;
}
