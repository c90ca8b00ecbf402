import { isNotifiedOfTicket, type SessionUser, type TicketView } from '@guiche/shared';

// Only the queue ids matter: tests and callers need not build the session's membership rows (UserQueue).
type Viewer = Pick<SessionUser, 'id' | 'profile' | 'super' | 'allTicket'> & { queues: readonly { id: number }[] };
type NotifiedTicket = Pick<TicketView, 'status' | 'userId' | 'queueId'>;

/** The bell's rule (shared isNotifiedOfTicket, which Web Push follows too) for the signed-in user. */
export function isNotifiedOf(viewer: Viewer, ticket: NotifiedTicket): boolean {
  return isNotifiedOfTicket(
    { ...viewer, allTicket: viewer.allTicket === 'enable', queueIds: viewer.queues.map((queue) => queue.id) },
    ticket,
  );
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
