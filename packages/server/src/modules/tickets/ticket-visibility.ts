import type { Profile } from '@guiche/shared';

/**
 * Who may see a ticket (spec 1 §5, with the notification rule of spec 1 §6), for reads, lists and live events:
 *
 * - Company admins (and the super administrator, acting in its own company) and users whose allTicket is enabled
 *   see every ticket of their company.
 * - A user with allowGroup sees every group ticket (isGroup), whatever its queue.
 * - Anyone else sees:
 *     · tickets whose queue is one of the user's queues (spec 1 §5),
 *     · tickets assigned to the user, whatever their queue (what one holds one may read).
 *   A ticket without a queue is for those who see every ticket: the user form's allTicket reads "Ver atendimentos
 *   sem fila", and users who had it off were listed and notified of every such ticket (docs/spec-deviations.md).
 *
 * Other tenants' tickets are never visible: every lookup is scoped to the viewer's company first.
 */
export interface TicketViewer {
  companyId: number;
  userId: number;
  profile: Profile;
  super: boolean;
  allTicket: boolean;
  allowGroup: boolean;
  /** Ids of the viewer's queues. */
  queueIds: number[];
}

/** The ticket fields the rule reads. */
export interface VisibilityFacts {
  queueId: number | null;
  userId: number | null;
  isGroup: boolean;
}

/** Admins, the super administrator and allTicket users see every ticket of the company. */
export function seesAllTickets(viewer: TicketViewer): boolean {
  return viewer.super || viewer.profile === 'admin' || viewer.allTicket;
}

export function isTicketVisibleTo(viewer: TicketViewer, ticket: VisibilityFacts): boolean {
  if (seesAllTickets(viewer)) return true;
  if (viewer.allowGroup && ticket.isGroup) return true;
  if (ticket.userId === viewer.userId) return true;
  return ticket.queueId !== null && viewer.queueIds.includes(ticket.queueId);
}
