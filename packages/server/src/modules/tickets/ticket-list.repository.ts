import { and, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WORKING_STATUSES, type TicketAnyStatus } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import { contactTags, tickets, ticketTags } from '../../db/schema/index.js';
import {
  searchByIndexes,
  searchByWalk,
  searchTextOf,
  type SearchHit,
  type SearchText,
} from './ticket-search.repository.js';
import { newestFirst } from './ticket-order.js';
import { seesAllTickets, type TicketViewer } from './ticket-visibility.js';
import { ticketViewRepository, type TicketViewRow } from './ticket-view.repository.js';

/** The filters of GET /tickets once the service has settled showAll and merged the parameter aliases. */
export interface TicketListFilter {
  /** showAll off: only the viewer's own tickets and unassigned ones. */
  ownOrUnassignedOnly: boolean;
  statuses?: readonly TicketAnyStatus[] | undefined;
  /** The selected queues; tickets without a queue stay listed (spec 1 §6: users are told of those too). */
  queueIds?: readonly number[] | undefined;
  /** Narrows to tickets without a queue (plus those of `queueIds`, when given): queueIds holding 0. */
  withoutQueue?: boolean | undefined;
  /** Every tag must be on the ticket or on its contact. */
  tagIds?: readonly number[] | undefined;
  userIds?: readonly number[] | undefined;
  whatsappIds?: readonly number[] | undefined;
  /** yyyy-mm-dd (database time zone). */
  createdOn?: string | undefined;
  updatedOn?: string | undefined;
  withUnreadMessages?: boolean | undefined;
  isGroup?: boolean | undefined;
  /** true: only snoozed tickets; false: none of them (shared isSnoozedTicket); undefined: either. */
  snoozed?: boolean | undefined;
  /** Substring of the contact's name or number or of a message of the ticket. */
  search?: string | undefined;
  /**
   * The search tab of spec clients (status=search): of the tickets the other filters select, only the latest of
   * each contact and connection, as one conversation is listed once however often it was reopened.
   */
  latestPerConversation?: boolean | undefined;
}

/** Where a page starts: after a (updatedAt in µs since the epoch, id) key, or at an offset. */
export interface TicketListPage {
  after?: { updatedAtUs: string; id: number } | undefined;
  offset: number;
  limit: number;
}

/** Another row of tickets, for the conditions that compare a ticket with the other tickets of its conversation. */
const NEWER = 'newer';
const newer = alias(tickets, NEWER);
/** The tickets table, or its alias `newer`: the list's conditions hold on either. */
type TicketsTable = typeof tickets | typeof newer;

/** Spec 1 §5 as SQL (the same rule as isTicketVisibleTo); undefined when the viewer sees every ticket. */
export function visibilityCondition(viewer: TicketViewer, t: TicketsTable = tickets): SQL | undefined {
  if (seesAllTickets(viewer)) return undefined;
  const visible: (SQL | undefined)[] = [eq(t.userId, viewer.userId)];
  if (viewer.queueIds.length > 0) visible.push(inArray(t.queueId, viewer.queueIds));
  if (viewer.allowGroup) visible.push(eq(t.isGroup, true));
  return or(...visible);
}

function tagCondition(tagId: number, t: TicketsTable): SQL {
  return sql`(exists (select 1 from ${ticketTags} where ${ticketTags.ticketId} = ${t.id} and ${ticketTags.tagId} = ${tagId})
    or exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${t.contactId} and ${contactTags.tagId} = ${tagId}))`;
}

const onDay = (column: TicketsTable['createdAt'] | TicketsTable['updatedAt'], day: string) =>
  sql`${column} >= ${day}::date and ${column} < ${day}::date + 1`;

/** Shared isSnoozedTicket as SQL: a snooze counts in a working status only (tickets_company_snoozed_updated_idx). */
const snoozed = (t: TicketsTable) => and(isNotNull(t.snoozedUntil), inArray(t.status, [...WORKING_STATUSES]));
const notSnoozed = (t: TicketsTable) => or(isNull(t.snoozedUntil), notInArray(t.status, [...WORKING_STATUSES]));

/** Every filter but the search text and latestPerConversation, on `t`. */
function filterConditions(viewer: TicketViewer, filter: TicketListFilter, t: TicketsTable): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(t.companyId, viewer.companyId), visibilityCondition(viewer, t)];
  if (filter.ownOrUnassignedOnly) conditions.push(or(eq(t.userId, viewer.userId), isNull(t.userId)));
  if (filter.statuses?.length)
    conditions.push(
      filter.statuses.length === 1 ? eq(t.status, filter.statuses[0]!) : inArray(t.status, [...filter.statuses]),
    );
  if (filter.queueIds?.length || filter.withoutQueue)
    conditions.push(
      or(filter.queueIds?.length ? inArray(t.queueId, [...filter.queueIds]) : undefined, isNull(t.queueId)),
    );
  for (const tagId of filter.tagIds ?? []) conditions.push(tagCondition(tagId, t));
  if (filter.userIds?.length) conditions.push(inArray(t.userId, [...filter.userIds]));
  if (filter.whatsappIds?.length) conditions.push(inArray(t.whatsappId, [...filter.whatsappIds]));
  if (filter.createdOn) conditions.push(onDay(t.createdAt, filter.createdOn));
  if (filter.updatedOn) conditions.push(onDay(t.updatedAt, filter.updatedOn));
  if (filter.withUnreadMessages) conditions.push(gt(t.unreadMessages, 0));
  if (filter.isGroup !== undefined) conditions.push(eq(t.isGroup, filter.isGroup));
  if (filter.snoozed !== undefined) conditions.push(filter.snoozed ? snoozed(t) : notSnoozed(t));
  return conditions;
}

/**
 * No later ticket of the same contact and connection passes the same filters: a probe of tickets_contact_idx per
 * candidate (a contact holds a handful of tickets), so the list still walks the updated_at indexes in order.
 */
function latestOfConversation(viewer: TicketViewer, filter: TicketListFilter): SQL {
  const later = and(
    eq(newer.contactId, tickets.contactId),
    sql`${newer.whatsappId} is not distinct from ${tickets.whatsappId}`,
    sql`(${newer.updatedAt}, ${newer.id}) > (${tickets.updatedAt}, ${tickets.id})`,
    ...filterConditions(viewer, filter, newer),
  );
  // The alias as a raw FROM item: interpolated alone it would render as its bare name.
  return sql`not exists (select 1 from ${tickets} ${sql.identifier(NEWER)} where ${later})`;
}

function listCondition(viewer: TicketViewer, filter: TicketListFilter): SQL | undefined {
  return and(
    ...filterConditions(viewer, filter, tickets),
    filter.latestPerConversation ? latestOfConversation(viewer, filter) : undefined,
  );
}

async function countOf(tx: DbOrTx, rows: SQL): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(sql`(${rows}) matching`);
  return row?.count ?? 0;
}

/** Whether a hit comes after a cursor in the lists' order (newest first). */
function isAfter(hit: SearchHit, after: { updatedAtUs: string; id: number }): boolean {
  const us = BigInt(hit.updatedAtUs);
  const cursorUs = BigInt(after.updatedAtUs);
  return us < cursorUs || (us === cursorUs && hit.id < after.id);
}

/**
 * A search's page ids and its count up to `cap`, from one read of the first matches: the walk of the newest tickets,
 * or the trigram indexes when the walk cannot settle it (ticket-search.repository.ts). That read goes as far as the
 * count and the page need; only a cursor past its end (a deep scroll) costs a second read, of the page alone.
 */
async function searchIdsAndCount(
  tx: DbOrTx,
  companyId: number,
  scope: { matching: SQL | undefined; where: SQL | undefined },
  search: SearchText,
  page: TicketListPage,
  cap: number,
): Promise<[number[], number]> {
  const reach = page.after ? cap + page.limit : Math.max(cap, page.offset + page.limit);
  const walk = await searchByWalk(tx, companyId, scope.matching, search, reach);
  const hits = walk.complete ? walk.hits : await searchByIndexes(tx, companyId, scope.matching, search, reach);
  const after = page.after;
  const onPage = after ? hits.filter((hit) => isAfter(hit, after)) : hits.slice(page.offset);
  const pageHits =
    onPage.length >= page.limit || hits.length < reach
      ? onPage.slice(0, page.limit)
      : await searchByIndexes(tx, companyId, scope.where, search, page.limit);
  return [pageHits.map((hit) => hit.id), Math.min(hits.length, cap)];
}

export const ticketListRepository = {
  /**
   * One page, newest activity first, by the (updatedAt desc, id desc) key that the tickets_company_*updated_idx
   * indexes hold, `limit` rows at most (ask one more than shown to learn whether more follow); and how many tickets
   * match, counted up to `cap` only, so that a count never costs more than reading `cap` index entries.
   *
   * The page's ids are chosen on the tickets table alone and only those rows are joined for the view, so the
   * planner walks the index in order and stops, instead of joining every candidate before sorting. A search
   * chooses its ids as ticket-search.repository.ts explains.
   */
  async pageAndCount(
    tx: DbOrTx,
    viewer: TicketViewer,
    filter: TicketListFilter,
    page: TicketListPage,
    cap: number,
  ): Promise<{ rows: TicketViewRow[]; count: number }> {
    const matching = listCondition(viewer, filter);
    const after = page.after
      ? sql`(${tickets.updatedAt}, ${tickets.id}) < (timestamptz 'epoch' + ${page.after.updatedAtUs}::bigint * interval '1 microsecond', ${page.after.id})`
      : undefined;
    const where = and(matching, after);
    const offset = page.after ? 0 : page.offset;
    const [ids, count] = filter.search
      ? await searchIdsAndCount(
          tx,
          viewer.companyId,
          { matching, where },
          searchTextOf(filter.search),
          { ...page, offset },
          cap,
        )
      : await Promise.all([
          tx
            .select({ id: tickets.id })
            .from(tickets)
            .where(where)
            .orderBy(newestFirst(tickets.updatedAt, tickets.id))
            .limit(page.limit)
            .offset(offset)
            .then((rows) => rows.map((row) => row.id)),
          countOf(tx, sql`${tx.select({ id: tickets.id }).from(tickets).where(matching).limit(cap)}`),
        ]);
    // The views by their prepared statement, whose joins took PostgreSQL longer to plan than to run (about 2 ms a
    // page at 1M tickets), then in the page's order (the database's microseconds, which a Date would round).
    const position = new Map(ids.map((id, index) => [id, index]));
    const rows = await ticketViewRepository.findMany(tx, viewer.companyId, ids);
    return { rows: rows.sort((a, b) => (position.get(a.ticket.id) ?? 0) - (position.get(b.ticket.id) ?? 0)), count };
  },

  /**
   * Ids of the active tickets of a status, in the queues given (all when empty), for closeAll: those its list shows,
   * so a snoozed ticket waits for its time.
   */
  async idsForCloseAll(
    tx: DbOrTx,
    companyId: number,
    status: TicketAnyStatus,
    queueIds: readonly number[],
  ): Promise<number[]> {
    const rows = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.status, status),
          notSnoozed(tickets),
          queueIds.length ? or(inArray(tickets.queueId, [...queueIds]), isNull(tickets.queueId)) : undefined,
        ),
      )
      .for('update');
    return rows.map((row) => row.id);
  },
};
