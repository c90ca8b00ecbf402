import type { DbOrTx } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { isTicketVisibleTo, type TicketViewer } from './ticket-visibility.js';
import { ticketsRepository, type TicketRow } from './tickets.repository.js';

/** The caller as the visibility rule sees them (queues, allTicket, allowGroup read fresh from the database). */
export async function loadTicketViewer(
  db: DbOrTx,
  auth: Pick<RequestAuth, 'companyId' | 'userId'>,
): Promise<TicketViewer> {
  const viewer = await ticketsRepository.findViewer(db, auth.companyId, auth.userId);
  if (!viewer) throw new AppError('ERR_NO_PERMISSION');
  return viewer;
}

/**
 * The ticket, if the caller may see it (rule in ticket-visibility.ts). A ticket of another company, or none at all,
 * is ERR_NO_TICKET_FOUND (404: nothing tells a tenant that an id exists elsewhere); a ticket of the caller's company
 * outside their sight is ERR_NO_PERMISSION (403).
 */
export async function assertTicketVisible(
  db: DbOrTx,
  auth: Pick<RequestAuth, 'companyId' | 'userId'>,
  ticketId: number,
): Promise<TicketRow> {
  const [ticket, viewer] = await Promise.all([
    ticketsRepository.findById(db, auth.companyId, ticketId),
    loadTicketViewer(db, auth),
  ]);
  return assertVisibleTo(viewer, ticket);
}

/** As assertTicketVisible, by the ticket's uuid (GET /tickets/u/{uuid}). */
export async function assertTicketVisibleByUuid(
  db: DbOrTx,
  auth: Pick<RequestAuth, 'companyId' | 'userId'>,
  uuid: string,
): Promise<TicketRow> {
  const [ticket, viewer] = await Promise.all([
    ticketsRepository.findByUuid(db, auth.companyId, uuid),
    loadTicketViewer(db, auth),
  ]);
  return assertVisibleTo(viewer, ticket);
}

/** The same check for a viewer and a ticket (of the viewer's company, or undefined) already loaded. */
export function assertVisibleTo(viewer: TicketViewer, ticket: TicketRow | undefined): TicketRow {
  if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND');
  if (!isTicketVisibleTo(viewer, ticket)) throw new AppError('ERR_NO_PERMISSION');
  return ticket;
}
