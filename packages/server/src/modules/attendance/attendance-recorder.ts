import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { ticketsRepository } from '../tickets/tickets.repository.js';
import { attendanceRepository, type TicketState } from './attendance.repository.js';

/**
 * Records attendance cycles as tickets move (issue 18). It listens to the ticket events every mover announces (the
 * inbound pipeline, the engine, transitions, transfers, closing by rating) instead of each of them writing cycles:
 * the ticket row as of the event holds the state, and its updatedAt is the moment of the change.
 */
export function registerAttendanceRecorder(events: DomainEvents, db: Db): void {
  const record = async (companyId: number, ticketId: number, created: boolean, written: TicketState | undefined) => {
    const ticket = written ?? (await ticketsRepository.findById(db, companyId, ticketId));
    if (!ticket) return;
    await attendanceRepository.record(db, ticket, created ? ticket.createdAt : ticket.updatedAt);
  };
  events.on('ticket.created', ({ companyId, ticketId, written }) => record(companyId, ticketId, true, written?.ticket));
  events.on('ticket.updated', ({ companyId, ticketId, written, sameState }) => (sameState ? undefined : record(companyId, ticketId, false, written?.ticket)));
}
