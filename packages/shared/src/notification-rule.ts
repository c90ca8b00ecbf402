import type { Profile } from './constants.js';

/** The viewer's side of the bell's rule: only queue ids matter, not the membership rows. */
export interface NotifiedViewer {
  id: number;
  profile: Profile;
  super: boolean;
  /** allTicket 'enable' ("Ver atendimentos sem fila"). */
  allTicket: boolean;
  queueIds: readonly number[];
}

export interface NotifiedTicket {
  status: string;
  userId: number | null;
  queueId: number | null;
}

/**
 * Who the bell tells about a ticket (spec 1 §2 and §6), in the browser and in Web Push alike. Admins hear of every
 * ticket. Anyone else only of tickets that are unassigned or their own, and in one of their queues; a user with
 * allTicket also hears of unassigned tickets without a queue and of pending tickets outside their queues. Tickets
 * without a queue are not seen without it either (the server's visibility rule; docs/spec-deviations.md).
 */
export function isNotifiedOfTicket(viewer: NotifiedViewer, ticket: NotifiedTicket): boolean {
  if (viewer.super || viewer.profile === 'admin') return true;
  if (ticket.userId !== null && ticket.userId !== viewer.id) return false;
  if (ticket.queueId === null) return ticket.userId === viewer.id || viewer.allTicket;
  if (viewer.queueIds.includes(ticket.queueId)) return true;
  return viewer.allTicket && ticket.status === 'pending';
}
