import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MOMENTS_LIMIT, NO_QUEUE_ID } from '@guiche/shared';
import type { Db } from '../../db/database.js';
import { attendanceCycles as c, contacts, queues, tickets, users } from '../../db/schema/index.js';
import { newestFirst } from '../tickets/index.js';
import type { DashboardRange } from './dashboard-range.js';

/** Minutes, averaged over the cycles where both ends are known; 0 without any. */
const avgMinutes = (end: AnyColumn, start: AnyColumn) =>
  sql<number>`coalesce(avg(extract(epoch from ${end} - ${start})) filter (where ${end} is not null and ${start} is not null), 0) / 60`.mapWith(
    Number,
  );

const inRange = (companyId: number, range: DashboardRange) =>
  and(eq(c.companyId, companyId), gte(c.queuedAt, range.from), lt(c.queuedAt, range.to));

export interface MomentsFilter {
  from: Date;
  to: Date;
  status?: 'pending' | 'open' | undefined;
  /** 0 stands for tickets without a queue ('Sem fila'). */
  queueIds?: number[] | undefined;
  userId?: number | undefined;
}

/** The dashboard's SQL: attendance cycles queued in the range (index company_id, queued_at), every query by company. */
/** A ticket as the real-time page's cards show it (/dashboard/moments, and users' open tickets). */
export const MOMENT_TICKET_COLUMNS = {
  id: tickets.id,
  uuid: tickets.uuid,
  status: tickets.status,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  contact: { id: contacts.id, name: contacts.name, number: contacts.number },
  user: { id: users.id, name: users.name },
  queue: { id: queues.id, name: queues.name, color: queues.color },
};

export const dashboardRepository = {
  async counters(db: Db, companyId: number, range: DashboardRange) {
    const [row] = await db
      .select({
        supportPending: sql<number>`count(*) filter (where ${c.startedAt} is null and ${c.finishedAt} is null)`.mapWith(
          Number,
        ),
        supportHappening:
          sql<number>`count(*) filter (where ${c.startedAt} is not null and ${c.finishedAt} is null)`.mapWith(Number),
        supportFinished: sql<number>`count(*) filter (where ${c.finishedAt} is not null)`.mapWith(Number),
        avgSupportTime: avgMinutes(c.finishedAt, c.startedAt),
        avgWaitTime: avgMinutes(c.startedAt, c.queuedAt),
      })
      .from(c)
      .where(inRange(companyId, range));
    return row!;
  },

  /** Contacts (not groups) first seen in the range. */
  async leads(db: Db, companyId: number, range: DashboardRange): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, companyId),
          eq(contacts.isGroup, false),
          gte(contacts.createdAt, range.from),
          lt(contacts.createdAt, range.to),
        ),
      );
    return row?.total ?? 0;
  },

  /** Every attendant of the company (a bounded list: the plan caps users) with their cycles in the range. */
  async attendants(db: Db, companyId: number, range: DashboardRange) {
    const stats = db
      .select({
        userId: c.userId,
        tickets: count().as('tickets'),
        countRating: sql<number>`count(${c.rate})`.as('count_rating'),
        rating: sql<number | null>`avg(${c.rate})`.as('rating'),
        avgWaitTime: sql<number>`coalesce(avg(extract(epoch from ${c.startedAt} - ${c.queuedAt})), 0) / 60`.as(
          'avg_wait',
        ),
        avgSupportTime: sql<number>`coalesce(avg(extract(epoch from ${c.finishedAt} - ${c.startedAt})), 0) / 60`.as(
          'avg_support',
        ),
      })
      .from(c)
      .where(inRange(companyId, range))
      .groupBy(c.userId)
      .as('stats');
    return db
      .select({
        id: users.id,
        name: users.name,
        online: users.online,
        tickets: sql<number>`coalesce(${stats.tickets}, 0)`.mapWith(Number),
        countRating: sql<number>`coalesce(${stats.countRating}, 0)`.mapWith(Number),
        rating: sql<number | null>`${stats.rating}`.mapWith((v: string | null) => (v === null ? null : Number(v))),
        avgWaitTime: sql<number>`coalesce(${stats.avgWaitTime}, 0)`.mapWith(Number),
        avgSupportTime: sql<number>`coalesce(${stats.avgSupportTime}, 0)`.mapWith(Number),
      })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .where(eq(users.companyId, companyId))
      .orderBy(desc(sql`coalesce(${stats.tickets}, 0)`), asc(users.name), asc(users.id));
  },

  /** Cycles per calendar day (or hour) in the range's zone. */
  async totals(db: Db, companyId: number, range: DashboardRange, unit: 'day' | 'hour') {
    const format = unit === 'day' ? 'YYYY-MM-DD' : 'HH24';
    const label = sql<string>`to_char(${c.queuedAt} at time zone ${range.timeZone}, ${format})`;
    // By position: the label's bound parameters would make a repeated expression a different one to PostgreSQL.
    return db
      .select({ label, total: count() })
      .from(c)
      .where(inRange(companyId, range))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  },

  async perQueue(db: Db, companyId: number, range: DashboardRange) {
    return db
      .select({ queueId: c.queueId, name: queues.name, color: queues.color, total: count() })
      .from(c)
      .leftJoin(queues, eq(queues.id, c.queueId))
      .where(inRange(companyId, range))
      .groupBy(c.queueId, queues.name, queues.color)
      .orderBy(desc(count()), asc(queues.name));
  },

  async perUser(db: Db, companyId: number, range: DashboardRange) {
    return db
      .select({ userId: users.id, name: users.name, total: count() })
      .from(c)
      .innerJoin(users, eq(users.id, c.userId))
      .where(inRange(companyId, range))
      .groupBy(users.id, users.name)
      .orderBy(desc(count()), asc(users.name));
  },

  async nps(db: Db, companyId: number, range: DashboardRange) {
    const [row] = await db
      .select({
        total: sql<number>`count(${c.rate})`.mapWith(Number),
        boa: sql<number>`count(*) filter (where ${c.rate} >= 9)`.mapWith(Number),
        media: sql<number>`count(*) filter (where ${c.rate} between 7 and 8)`.mapWith(Number),
        ruim: sql<number>`count(*) filter (where ${c.rate} <= 6)`.mapWith(Number),
      })
      .from(c)
      .where(inRange(companyId, range));
    return row!;
  },

  /** Attendances finished (resolved) in the range, whenever they began (index company_id, finished_at). */
  async finished(db: Db, companyId: number, range: DashboardRange): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(c)
      .where(and(eq(c.companyId, companyId), gte(c.finishedAt, range.from), lt(c.finishedAt, range.to)));
    return row?.total ?? 0;
  },

  /** Active (pending or open) tickets updated in the window, newest first, bounded. */
  async moments(db: Db, companyId: number, filter: MomentsFilter) {
    const conditions: (SQL | undefined)[] = [
      eq(tickets.companyId, companyId),
      eq(tickets.isGroup, false),
      filter.status ? eq(tickets.status, filter.status) : inArray(tickets.status, ['pending', 'open']),
      gte(tickets.updatedAt, filter.from),
      lt(tickets.updatedAt, filter.to),
    ];
    if (filter.userId !== undefined) conditions.push(eq(tickets.userId, filter.userId));
    if (filter.queueIds?.length) {
      const ids = filter.queueIds.filter((id) => id !== NO_QUEUE_ID);
      conditions.push(
        or(
          ids.length ? inArray(tickets.queueId, ids) : undefined,
          filter.queueIds.includes(NO_QUEUE_ID) ? isNull(tickets.queueId) : undefined,
        ),
      );
    }
    return db
      .select(MOMENT_TICKET_COLUMNS)
      .from(tickets)
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .leftJoin(users, eq(users.id, tickets.userId))
      .leftJoin(queues, eq(queues.id, tickets.queueId))
      .where(and(...conditions))
      .orderBy(newestFirst(tickets.updatedAt, tickets.id))
      .limit(MOMENTS_LIMIT);
  },
};
