import {
  NO_QUEUE_ID,
  TICKET_COUNT_CAP,
  TICKET_PAGE_SIZE,
  TICKET_SEARCH_COUNT_CAP,
  can,
  snoozedFilterOf,
  type ListTicketsQuery,
} from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import type { TicketListFilter, TicketListPage } from './ticket-list.repository.js';
import type { TicketViewer } from './ticket-visibility.js';

/**
 * Where `count` saturates (shared constants). A search counts to a lower cap: counting every hit of a common word
 * would read its whole trigram posting list, while the first hundred come from a short walk of the newest tickets.
 */
export function countCapOf(filter: TicketListFilter): number {
  return filter.search ? TICKET_SEARCH_COUNT_CAP : TICKET_COUNT_CAP;
}

/**
 * showAll (spec 1 §2): honoured only for roles allowed tickets-manager:showall, and forced off for profile user in
 * the pending list and in search. Without it the list holds the viewer's own tickets and unassigned ones (the
 * working set spec 1 §6 notifies a user of), always within what the viewer may see.
 */
export function effectiveShowAll(viewer: TicketViewer, query: ListTicketsQuery): boolean {
  if (query.showAll !== true || !can(viewer, 'tickets-manager:showall')) return false;
  const forcedOff =
    viewer.profile === 'user' &&
    (query.status === 'pending' || query.status === 'search' || Boolean(query.searchParam));
  return !forcedOff;
}

const merged = (...lists: (readonly number[] | undefined)[]) => {
  const all = lists.flatMap((list) => list ?? []);
  return all.length > 0 ? [...new Set(all)] : undefined;
};

/** The statuses listed: statusFilter, else the status asked for; the search tab (status=search) lists any status. */
function statusesOf(query: ListTicketsQuery): TicketListFilter['statuses'] {
  if (query.statusFilter?.length) return query.statusFilter;
  return query.status && query.status !== 'search' ? [query.status] : undefined;
}

export function listFilterOf(viewer: TicketViewer, query: ListTicketsQuery): TicketListFilter {
  return {
    ownOrUnassignedOnly: !effectiveShowAll(viewer, query),
    statuses: statusesOf(query),
    queueIds: query.queueIds?.filter((id) => id !== NO_QUEUE_ID),
    withoutQueue: query.queueIds?.includes(NO_QUEUE_ID),
    tagIds: query.tags,
    userIds: merged(query.users, query.userFilter),
    whatsappIds: merged(query.whatsapps, query.whatsappIds),
    createdOn: query.date,
    updatedOn: query.updatedAt,
    withUnreadMessages: query.withUnreadMessages,
    isGroup: query.isGroup,
    snoozed: snoozedFilterOf(query),
    search: query.searchParam || undefined,
    latestPerConversation: query.status === 'search',
  };
}

/** The cursor is the last row's (updatedAt in µs, id), opaque to clients. */
export function encodeCursor(updatedAtUs: string, id: number): string {
  return Buffer.from(JSON.stringify([updatedAtUs, id])).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAtUs: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      /^\d{1,20}$/.test(value[0]) &&
      Number.isInteger(value[1]) &&
      value[1] > 0
    ) {
      return { updatedAtUs: value[0], id: value[1] as number };
    }
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError('ERR_VALIDATION', { issues: [{ path: 'cursor', message: 'validation.invalid' }] });
}

/** One row more than shown: its presence says whether another page follows. */
export function listPageOf(query: ListTicketsQuery): TicketListPage {
  return {
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    offset: (query.pageNumber - 1) * TICKET_PAGE_SIZE,
    limit: TICKET_PAGE_SIZE + 1,
  };
}
