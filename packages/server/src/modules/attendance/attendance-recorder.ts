import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { tickets } from '../../db/schema/index.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { attendanceRepository } from './attendance.repository.js';

/**
 * Records attendance cycles as tickets move (issue 18). It listens to the ticket events every mover announces (the
 * inbound pipeline, the engine, transitions, transfers, closing by rating) instead of each of them writing cycles:
 * the ticket row as of the event holds the state, and its updatedAt is the moment of the change.
 */
export function registerAttendanceRecorder(events: DomainEvents, db: Db): void {
  const record = async (companyId: number, ticketId: number, created: boolean) => {
    const [ticket] = await db
      .select({
        id: tickets.id,
        companyId: tickets.companyId,
        status: tickets.status,
        isGroup: tickets.isGroup,
        isBot: tickets.isBot,
        userId: tickets.userId,
        queueId: tickets.queueId,
        whatsappId: tickets.whatsappId,
        botStartedAt: tickets.botStartedAt,
        closedAt: tickets.closedAt,
        createdAt: tickets.createdAt,
        updatedAt: tickets.updatedAt,
      })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)));
    if (!ticket) return;
    await attendanceRepository.record(db, ticket, created ? ticket.createdAt : ticket.updatedAt);
  };
  events.on('ticket.created', ({ companyId, ticketId }) => record(companyId, ticketId, true));
  events.on('ticket.updated', ({ companyId, ticketId }) => record(companyId, ticketId, false));
}
