import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TicketAnyStatus } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { contactTags, tickets, ticketTags } from '../../db/schema/index.js';
import { searchByIndexes, searchByWalk, searchPatternOf } from './ticket-search.repository.js';
import { seesAllTickets, type TicketViewer } from './ticket-visibility.js';
import { selectTicketViews, type TicketViewRow } from './ticket-view.repository.js';

/** The filters of GET /tickets once the service has settled showAll and merged the parameter aliases. */
export interface TicketListFilter {
  /** showAll off: only the viewer's own tickets and unassigned ones. */
  ownOrUnassignedOnly: boolean;
  statuses?: readonly TicketAnyStatus[] | undefined;
  /** The selected queues; tickets without a queue stay listed (spec 1 §6: users are told of those too). */
  queueIds?: readonly number[] | undefined;
  /** Every tag must be on the ticket or on its contact. */
  tagIds?: readonly number[] | undefined;
  userIds?: readonly number[] | undefined;
  whatsappIds?: readonly number[] | undefined;
  /** yyyy-mm-dd (database time zone). */
  createdOn?: string | undefined;
  updatedOn?: string | undefined;
  withUnreadMessages?: boolean | undefined;
  isGroup?: boolean | undefined;
  /** Substring of the contact's name or number or of a message of the ticket. */
  search?: string | undefined;
}

/** Where a page starts: after a (updatedAt in µs since the epoch, id) key, or at an offset. */
export interface TicketListPage {
  after?: { updatedAtUs: string; id: number } | undefined;
  offset: number;
  limit: number;
}

/** Spec 1 §5 as SQL (the same rule as isTicketVisibleTo); undefined when the viewer sees every ticket. */
export function visibilityCondition(viewer: TicketViewer): SQL | undefined {
  if (seesAllTickets(viewer)) return undefined;
  const visible: (SQL | undefined)[] = [eq(tickets.userId, viewer.userId), and(isNull(tickets.queueId), isNull(tickets.userId))];
  if (viewer.queueIds.length > 0) visible.push(inArray(tickets.queueId, viewer.queueIds));
  if (viewer.allowGroup) visible.push(eq(tickets.isGroup, true));
  return or(...visible);
}

function tagCondition(tagId: number): SQL {
  return sql`(exists (select 1 from ${ticketTags} where ${ticketTags.ticketId} = ${tickets.id} and ${ticketTags.tagId} = ${tagId})
    or exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${tickets.contactId} and ${contactTags.tagId} = ${tagId}))`;
}

const onDay = (column: typeof tickets.createdAt | typeof tickets.updatedAt, day: string) =>
  sql`${column} >= ${day}::date and ${column} < ${day}::date + 1`;

function listCondition(viewer: TicketViewer, filter: TicketListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tickets.companyId, viewer.companyId), visibilityCondition(viewer)];
  if (filter.ownOrUnassignedOnly) conditions.push(or(eq(tickets.userId, viewer.userId), isNull(tickets.userId)));
  if (filter.statuses?.length) conditions.push(filter.statuses.length === 1 ? eq(tickets.status, filter.statuses[0]!) : inArray(tickets.status, [...filter.statuses]));
  if (filter.queueIds?.length) conditions.push(or(inArray(tickets.queueId, [...filter.queueIds]), isNull(tickets.queueId)));
  for (const tagId of filter.tagIds ?? []) conditions.push(tagCondition(tagId));
  if (filter.userIds?.length) conditions.push(inArray(tickets.userId, [...filter.userIds]));
  if (filter.whatsappIds?.length) conditions.push(inArray(tickets.whatsappId, [...filter.whatsappIds]));
  if (filter.createdOn) conditions.push(onDay(tickets.createdAt, filter.createdOn));
  if (filter.updatedOn) conditions.push(onDay(tickets.updatedAt, filter.updatedOn));
  if (filter.withUnreadMessages) conditions.push(gt(tickets.unreadMessages, 0));
  if (filter.isGroup !== undefined) conditions.push(eq(tickets.isGroup, filter.isGroup));
  return and(...conditions);
}

const newestFirst = [desc(tickets.updatedAt), desc(tickets.id)];

export const ticketListRepository = {
  /**
   * One page, newest activity first, by the (updatedAt desc, id desc) key that the tickets_company_*updated_idx
   * indexes hold; `limit` rows at most (ask one more than shown to learn whether more follow).
   *
   * The page's ids are chosen on the tickets table alone and only those rows are joined for the view, so the
   * planner walks the index in order and stops, instead of joining every candidate before sorting. A search
   * chooses its ids as ticket-search.repository.ts explains.
   */
  async page(tx: DbOrTx, viewer: TicketViewer, filter: TicketListFilter, page: TicketListPage): Promise<TicketViewRow[]> {
    const after = page.after
      ? sql`(${tickets.updatedAt}, ${tickets.id}) < (timestamptz 'epoch' + ${page.after.updatedAtUs}::bigint * interval '1 microsecond', ${page.after.id})`
      : undefined;
    const where = and(listCondition(viewer, filter), after);
    const offset = page.after ? 0 : page.offset;
    let ids: SQL;
    if (filter.search) {
      const pattern = searchPatternOf(filter.search);
      const walked = await searchByWalk(tx, viewer.companyId, where, pattern, offset + page.limit);
      if (walked.complete) {
        const shown = walked.ids.slice(offset);
        if (shown.length === 0) return [];
        ids = sql.join(shown.map((id) => sql`${id}`), sql`, `);
      } else {
        ids = searchByIndexes(tx, viewer.companyId, where, pattern, { limit: page.limit, offset });
      }
    } else {
      ids = sql`${tx.select({ id: tickets.id }).from(tickets).where(where).orderBy(...newestFirst).limit(page.limit).offset(offset)}`;
    }
    return selectTicketViews(tx)
      .where(and(eq(tickets.companyId, viewer.companyId), sql`${tickets.id} in (${ids})`))
      .orderBy(...newestFirst);
  },

  /** How many tickets match, counted up to `cap` only: a count never costs more than reading `cap` index entries. */
  async countCapped(tx: DbOrTx, viewer: TicketViewer, filter: TicketListFilter, cap: number): Promise<number> {
    const where = listCondition(viewer, filter);
    let matching = sql`${tx.select({ id: tickets.id }).from(tickets).where(where).limit(cap)}`;
    if (filter.search) {
      const pattern = searchPatternOf(filter.search);
      const walked = await searchByWalk(tx, viewer.companyId, where, pattern, cap);
      if (walked.complete) return walked.ids.length;
      matching = searchByIndexes(tx, viewer.companyId, where, pattern, { limit: cap, offset: 0 });
    }
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(sql`(${matching}) matching`);
    return row?.count ?? 0;
  },

  /** Ids of the active tickets of a status, in the queues given (all when empty), for closeAll. */
  async idsForCloseAll(tx: DbOrTx, companyId: number, status: TicketAnyStatus, queueIds: readonly number[]): Promise<number[]> {
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.status, status),
          queueIds.length ? or(inArray(tickets.queueId, [...queueIds]), isNull(tickets.queueId)) : undefined,
        ),
      )
      .for('update');
    return rows.map((row) => row.id);
  },
};
