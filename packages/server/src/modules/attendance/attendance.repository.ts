import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { arrayParam, rawQuery } from '../../db/raw-rows.js';
import type { tickets } from '../../db/schema/index.js';
import { inRounds } from '../../lib/rounds.js';

export type TicketState = Pick<
  typeof tickets.$inferSelect,
  'id' | 'companyId' | 'status' | 'isGroup' | 'isBot' | 'userId' | 'queueId' | 'whatsappId' | 'botStartedAt' | 'closedAt' | 'createdAt' | 'updatedAt'
>;

/** A ticket's state as of one of its events, and when its cycle would have started if this event opens one. */
export interface CycleMove {
  ticket: TicketState;
  queuedAt: Date;
}

/** Statuses in which a ticket waits for or is in an attendance; nps and closed end the cycle. */
const RUNNING_STATUSES = new Set(['pending', 'open', 'lgpd']);
const FINISHED_STATUSES = new Set(['nps', 'closed']);

/** The only SQL of attendance cycles' recording (the dashboard and reports read them in their own repositories). */
export const attendanceRepository = {
  /**
   * Brings the tickets' cycles up to date with their states, in the order given: opens a cycle when an active ticket
   * has none running, follows its attendant, queue and connection, stamps bot, start and finish once each (coalesce
   * keeps the first), and copies a rating given since the cycle began. Every statement is idempotent, so a repeated
   * or late event changes nothing. The moves of running tickets go in one statement per round, a round holding each
   * ticket at most once (an upsert cannot touch one row twice); a ticket's later moves go in later rounds.
   */
  async recordAll(db: Db, moves: readonly CycleMove[]): Promise<void> {
    for (const round of inRounds(moves.filter(({ ticket }) => !ticket.isGroup), ({ ticket }) => ticket.id)) {
      const running = round.filter(({ ticket }) => RUNNING_STATUSES.has(ticket.status));
      if (running.length > 0) await upsertRunning(db, running);
      for (const move of round) if (!RUNNING_STATUSES.has(move.ticket.status)) await leaveRunning(db, move.ticket);
    }
  },
};

/** When the bot held the ticket as of this state: the stamp it kept, or now if it holds it (or asks for consent). */
function botAtOf(ticket: TicketState): Date | null {
  return ticket.botStartedAt ?? (ticket.isBot || ticket.status === 'lgpd' ? ticket.updatedAt : null);
}

/**
 * A cycle opens with the state it already has, or the running one follows it. The bot stamp counts only from the
 * cycle's start: a new cycle's from its queuedAt, a running one's from the queued_at it has (read from `m`, since
 * `excluded` holds the stamp already filtered for a new cycle).
 */
async function upsertRunning(db: Db, moves: readonly CycleMove[]): Promise<void> {
  const tickets = moves.map(({ ticket }) => ticket);
  await rawQuery(db, sql`
    with m (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, bot_at, started_at) as (
      select * from unnest(${arrayParam(tickets.map((t) => t.companyId))}::int[], ${arrayParam(tickets.map((t) => t.id))}::int[],
        ${arrayParam(tickets.map((t) => t.whatsappId))}::int[], ${arrayParam(tickets.map((t) => t.queueId))}::int[],
        ${arrayParam(tickets.map((t) => t.userId))}::int[], ${arrayParam(moves.map((m) => m.queuedAt))}::timestamptz[],
        ${arrayParam(tickets.map(botAtOf))}::timestamptz[], ${arrayParam(tickets.map((t) => (t.status === 'open' ? t.updatedAt : null)))}::timestamptz[]))
    insert into attendance_cycles as c (company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, bot_at, started_at)
    select company_id, ticket_id, whatsapp_id, queue_id, user_id, queued_at, case when bot_at >= queued_at then bot_at end, started_at from m
    on conflict (ticket_id) where finished_at is null do update set
      whatsapp_id = excluded.whatsapp_id,
      queue_id = excluded.queue_id,
      user_id = coalesce(excluded.user_id, c.user_id),
      bot_at = coalesce(c.bot_at, (select case when m.bot_at >= c.queued_at then m.bot_at end from m where m.ticket_id = excluded.ticket_id)),
      started_at = coalesce(c.started_at, excluded.started_at)`);
}

/** A ticket that no longer runs (waiting for its rating, closed, or in another status) updates its running cycle. */
async function leaveRunning(db: Db, ticket: TicketState): Promise<void> {
  const { id: ticketId, companyId, status } = ticket;
  const at = ticket.updatedAt;
  const botAt = botAtOf(ticket);
  const finished = FINISHED_STATUSES.has(status) ? (status === 'closed' ? (ticket.closedAt ?? at) : at) : null;
  await rawQuery(db, sql`
    update attendance_cycles set
      whatsapp_id = ${ticket.whatsappId},
      queue_id = ${ticket.queueId},
      user_id = coalesce(${ticket.userId}::int, user_id),
      bot_at = coalesce(bot_at, case when ${botAt}::timestamptz >= queued_at then ${botAt}::timestamptz end),
      finished_at = ${finished}::timestamptz
    where company_id = ${companyId} and ticket_id = ${ticketId} and finished_at is null`);
  if (status === 'closed') {
    await rawQuery(db, sql`
      update attendance_cycles c set rate = r.rate, rated_at = r.created_at
      from user_ratings r
      where c.company_id = ${companyId} and c.ticket_id = ${ticketId} and r.ticket_id = c.ticket_id
        and c.rate is null and r.created_at >= c.queued_at
        and c.id = (select max(id) from attendance_cycles where ticket_id = ${ticketId})`);
  }
}
