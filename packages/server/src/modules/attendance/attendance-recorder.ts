import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { Coalescer } from '../../lib/coalescer.js';
import { ticketsRepository } from '../tickets/tickets.repository.js';
import { attendanceRepository, type CycleMove, type TicketState } from './attendance.repository.js';

/**
 * Records attendance cycles as tickets move (issue 18). It listens to the ticket events every mover announces (the
 * inbound pipeline, the engine, transitions, transfers, closing by rating) instead of each of them writing cycles:
 * the ticket row as of the event holds the state, and its updatedAt is the moment of the change. The moves of
 * tickets changed together (the bot answering many contacts) are written together, in the order of their events.
 */
export function registerAttendanceRecorder(events: DomainEvents, db: Db): void {
  const moves = new Coalescer<CycleMove, void>(
    async (batch) => {
      await attendanceRepository.recordAll(db, batch);
      return batch.map(() => undefined);
    },
    { isolateFailures: true },
  );
  const record = async (companyId: number, ticketId: number, created: boolean, written: TicketState | undefined) => {
    const ticket = written ?? (await ticketsRepository.findById(db, companyId, ticketId));
    if (!ticket || ticket.isGroup) return;
    await moves.submit({ ticket, queuedAt: created ? ticket.createdAt : ticket.updatedAt });
  };
  events.on('ticket.created', ({ companyId, ticketId, written }) => record(companyId, ticketId, true, written?.ticket));
  events.on('ticket.updated', ({ companyId, ticketId, written, sameState }) => (sameState ? undefined : record(companyId, ticketId, false, written?.ticket)));
}
