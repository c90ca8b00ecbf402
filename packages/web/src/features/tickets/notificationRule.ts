import type { SessionUser, TicketView } from '@guiche/shared';

// Only the queue ids matter: tests and callers need not build the session's membership rows (UserQueue).
type Viewer = Pick<SessionUser, 'id' | 'profile' | 'super' | 'allTicket'> & { queues: readonly { id: number }[] };
type NotifiedTicket = Pick<TicketView, 'status' | 'userId' | 'queueId'>;

/**
 * Who the bell tells about a ticket (spec 1 §2 and §6). Admins hear of every ticket. Anyone else only of tickets
 * that are unassigned or their own, and in one of their queues or in none; a user with allTicket enabled also
 * hears of pending tickets outside their queues.
 */
export function isNotifiedOf(viewer: Viewer, ticket: NotifiedTicket): boolean {
  if (viewer.super || viewer.profile === 'admin') return true;
  if (ticket.userId !== null && ticket.userId !== viewer.id) return false;
  if (ticket.queueId === null || viewer.queues.some((queue) => queue.id === ticket.queueId)) return true;
  return viewer.allTicket === 'enable' && ticket.status === 'pending';
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
