import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { tickets } from '../../db/schema/index.js';

export type TicketState = Pick<
  typeof tickets.$inferSelect,
  'id' | 'companyId' | 'status' | 'isGroup' | 'isBot' | 'userId' | 'queueId' | 'whatsappId' | 'botStartedAt' | 'closedAt' | 'createdAt' | 'updatedAt'
>;

/** Statuses in which a ticket waits for or is in an attendance; nps and closed end the cycle. */
const RUNNING_STATUSES = new Set(['pending', 'open', 'lgpd']);
const FINISHED_STATUSES = new Set(['nps', 'closed']);

/** The only SQL of attendance cycles' recording (the dashboard and reports read them in their own repositories). */
export const attendanceRepository = {
  /**
   * Brings the ticket's cycles up to date with its state: opens a cycle when an active ticket has none running,
   * follows its attendant, queue and connection, stamps bot, start and finish once each (coalesce keeps the first),
   * and copies a rating given since the cycle began. Every statement is idempotent, so a repeated or late event
   * changes nothing.
   */
  async record(db: Db, ticket: TicketState, queuedAt: Date): Promise<void> {
    const { id: ticketId, companyId, status } = ticket;
    if (ticket.isGroup) return;
    const at = ticket.updatedAt;
    const botAt = ticket.botStartedAt ?? (ticket.isBot || status === 'lgpd' ? at : null);
    const started = status === 'open' ? at : null;
    if (RUNNING_STATUSES.has(status)) {
      // One statement, as this runs on most ticket changes: a cycle opens with the state it already has, or the
      // running one follows it.
      await db.execute(sql`
        insert into attendance_cycles as c (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, bot_at, started_at)
        values (
          ${companyId}, ${ticketId}, ${ticket.whatsappId}, ${ticket.queueId}, ${ticket.userId}::int, ${queuedAt},
          case when ${botAt}::timestamptz >= ${queuedAt}::timestamptz then ${botAt}::timestamptz end, ${started}::timestamptz)
        on conflict (ticket_id) where finished_at is null do update set
          whatsapp_id = excluded.whatsapp_id,
          queue_id = excluded.queue_id,
          user_id = coalesce(excluded.user_id, c.user_id),
          bot_at = coalesce(c.bot_at, case when ${botAt}::timestamptz >= c.queued_at then ${botAt}::timestamptz end),
          started_at = coalesce(c.started_at, excluded.started_at)`);
      return;
    }
    const finished = FINISHED_STATUSES.has(status) ? (status === 'closed' ? (ticket.closedAt ?? at) : at) : null;
    await db.execute(sql`
      update attendance_cycles set
        whatsapp_id = ${ticket.whatsappId},
        queue_id = ${ticket.queueId},
        user_id = coalesce(${ticket.userId}::int, user_id),
        bot_at = coalesce(bot_at, case when ${botAt}::timestamptz >= queued_at then ${botAt}::timestamptz end),
        started_at = coalesce(started_at, ${started}::timestamptz),
        finished_at = ${finished}::timestamptz
      where company_id = ${companyId} and ticket_id = ${ticketId} and finished_at is null`);
    if (status === 'closed') {
      await db.execute(sql`
        update attendance_cycles c set rate = r.rate, rated_at = r.created_at
        from user_ratings r
        where c.company_id = ${companyId} and c.ticket_id = ${ticketId} and r.ticket_id = c.ticket_id
          and c.rate is null and r.created_at >= c.queued_at
          and c.id = (select max(id) from attendance_cycles where ticket_id = ${ticketId})`);
    }
  },
};
