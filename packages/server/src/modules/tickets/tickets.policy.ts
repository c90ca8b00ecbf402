import { isWorkingStatus, snoozeUntilIssue, type PermissionSubject } from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { isCompanyAdmin, requireRule } from '../../http/authorize.js';
import type { RequestAuth } from '../auth/auth.service.js';

/** Deleting a ticket is gated by the permission rule ticket-options:deleteTicket. */
export function assertCanDeleteTicket(auth: PermissionSubject): void {
  requireRule(auth, 'ticket-options:deleteTicket');
}

/** Closing every ticket of a status at once is gated by the permission rule tickets-manager:closeAll. */
export function assertCanCloseAllTickets(auth: PermissionSubject): void {
  requireRule(auth, 'tickets-manager:closeAll');
}

/** Spec 1 §5 ('Selecione uma fila'): only admins may open a ticket outside every queue. */
export function assertCanOpenWithoutQueue(auth: RequestAuth, queueId: number | null | undefined): void {
  if (!queueId && !isCompanyAdmin(auth)) throw new AppError('ERR_QUEUE_REQUIRED');
}

/**
 * Snoozing and transferring are for the tickets still being worked on (pending, open, group), as the row offers them:
 * a closed ticket, or one waiting for its rating or consent, is ERR_TICKET_NOT_OPEN.
 */
export function assertBeingWorkedOn(ticket: { status: string }): void {
  if (!isWorkingStatus(ticket.status)) throw new AppError('ERR_TICKET_NOT_OPEN');
}

/** A snooze ends ahead of now and at most SNOOZE_MAX_DAYS away (shared snoozeUntilIssue). */
export function assertSnoozeUntil(until: Date, now: Date): void {
  const issue = snoozeUntilIssue(until, now);
  if (issue) throw new AppError('ERR_VALIDATION', { issues: [{ path: 'until', message: issue }] });
}
