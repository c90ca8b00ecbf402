import {
  can,
  isSnoozedTicket,
  snoozedFilterOf,
  type SessionUser,
  type TicketStatus,
  type TicketView,
} from '@guiche/shared';

/**
 * The manager's top tabs and the open tab's sub-tabs (spec 1 §2): assigned is the list of status open. `snoozed` is
 * the "Adiados" list: the snoozed tickets, which the status lists leave out until they come back.
 */
export type ManagerTab = 'open' | 'closed' | 'search' | 'snoozed';
export type OpenSubTab = 'open' | 'pending' | 'group';
export interface ManagerView {
  tab: ManagerTab;
  subTab: OpenSubTab;
}

/** The list that holds a ticket the viewer just took (accepted, reopened or created). */
export function viewOfTaken(ticket: Pick<TicketView, 'status'>): ManagerView {
  return {
    tab: 'open',
    subTab: ticket.status === 'group' ? 'group' : ticket.status === 'pending' ? 'pending' : 'open',
  };
}

/**
 * The list that holds a ticket opened by its address (/tickets/{uuid}): the closed tab for a closed ticket, the
 * pending or group list for those, else the assigned list; so a link never leaves the attendant on an empty list.
 */
export function viewHolding(ticket: Pick<TicketView, 'status' | 'snoozedUntil'>): ManagerView {
  if (isSnoozedTicket(ticket)) return { tab: 'snoozed', subTab: 'open' };
  return ticket.status === 'closed' ? { tab: 'closed', subTab: 'open' } : viewOfTaken(ticket);
}

/**
 * What one list of GET /tickets asks for. It is also the list's query key, and the live events are sorted into
 * the cached lists by it (see `belongsToList`), so it holds only what the server filters on.
 */
export interface TicketListCriteria {
  status?: TicketStatus;
  searchParam?: string;
  /** Search tab: the statuses to include. */
  statusFilter?: TicketStatus[];
  tags?: number[];
  whatsappIds?: number[];
  users?: number[];
  /**
   * The queues chosen in the queue select; absent or empty means no queue filter. Tickets without a queue are
   * listed whatever the choice (the server's rule: every user is told of those, spec 1 §6).
   */
  queueIds?: number[];
  showAll: boolean;
  withUnreadMessages?: boolean;
  /** true: only snoozed tickets; false: none. Absent: as the server's default (shared snoozedFilterOf). */
  snoozed?: boolean;
}

/** The search tab's filter panel. */
export interface TicketSearchFilters {
  searchParam: string;
  tags: number[];
  whatsappIds: number[];
  statuses: TicketStatus[];
  users: number[];
}

export const EMPTY_SEARCH_FILTERS: TicketSearchFilters = {
  searchParam: '',
  tags: [],
  whatsappIds: [],
  statuses: [],
  users: [],
};

/**
 * The show-all toggle (spec 1 §2): only roles allowed tickets-manager:showall have it, and for users it is forced
 * off in the pending list and in search whatever the toggle says.
 */
export function effectiveShowAll(
  user: SessionUser,
  toggle: boolean,
  list: OpenSubTab | 'closed' | 'search' | 'snoozed',
): boolean {
  if (!can(user, 'tickets-manager:showall')) return false;
  if (user.profile === 'user' && (list === 'pending' || list === 'search')) return false;
  return toggle;
}

/** The toggle's starting position: on for admins. */
export function defaultShowAll(user: SessionUser): boolean {
  return can(user, 'tickets-manager:showall') && (user.profile === 'admin' || user.super);
}

/** The criteria of a status list of the open or closed tab. */
export function statusListCriteria(status: TicketStatus, queueIds: number[], showAll: boolean): TicketListCriteria {
  return { status, queueIds: [...queueIds].sort((a, b) => a - b), showAll };
}

/** The criteria of the "Adiados" list: the snoozed tickets of any working status in the chosen queues. */
export function snoozedListCriteria(queueIds: number[], showAll: boolean): TicketListCriteria {
  return { snoozed: true, queueIds: [...queueIds].sort((a, b) => a - b), showAll };
}

/** The criteria of the search tab; empty filters are left out so that equal searches share one cache entry. */
export function searchListCriteria(
  filters: TicketSearchFilters,
  queueIds: number[],
  showAll: boolean,
): TicketListCriteria {
  const criteria: TicketListCriteria = { queueIds: [...queueIds].sort((a, b) => a - b), showAll };
  const term = filters.searchParam.trim();
  if (term) criteria.searchParam = term;
  if (filters.tags.length) criteria.tags = filters.tags;
  if (filters.whatsappIds.length) criteria.whatsappIds = filters.whatsappIds;
  if (filters.statuses.length) criteria.statusFilter = filters.statuses;
  if (filters.users.length) criteria.users = filters.users;
  return criteria;
}

/** The query string of GET /tickets for a list: lists as JSON arrays, as the spec's client sends them. */
export function listSearchParams(criteria: TicketListCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const list = (key: string, values: readonly (number | string)[] | undefined) => {
    if (values) params.set(key, JSON.stringify(values));
  };
  if (criteria.status) params.set('status', criteria.status);
  if (criteria.searchParam) params.set('searchParam', criteria.searchParam);
  list('statusFilter', criteria.statusFilter);
  list('tags', criteria.tags);
  list('whatsappIds', criteria.whatsappIds);
  list('users', criteria.users);
  list('queueIds', criteria.queueIds);
  params.set('showAll', String(criteria.showAll));
  if (criteria.withUnreadMessages) params.set('withUnreadMessages', 'true');
  if (criteria.snoozed !== undefined) params.set('snoozed', String(criteria.snoozed));
  return params;
}

/**
 * Whether a ticket, as a live event carries it, belongs in a list: true, false, or undefined when the client cannot
 * tell (a text or tag search, which only the server evaluates). Whoever may not see the ticket at all never gets
 * the event; here only the list's own filters count. Without show-all a list holds the viewer's own tickets and
 * the unassigned ones of the chosen queues.
 */
export function belongsToList(ticket: TicketView, criteria: TicketListCriteria, viewerId: number): boolean | undefined {
  if (criteria.status && ticket.status !== criteria.status) return false;
  if (criteria.statusFilter && !criteria.statusFilter.includes(ticket.status as TicketStatus)) return false;
  if (criteria.queueIds?.length && ticket.queueId !== null && !criteria.queueIds.includes(ticket.queueId)) return false;
  if (!criteria.showAll && ticket.userId !== null && ticket.userId !== viewerId) return false;
  if (criteria.whatsappIds && (ticket.whatsappId === null || !criteria.whatsappIds.includes(ticket.whatsappId)))
    return false;
  if (criteria.users && (ticket.userId === null || !criteria.users.includes(ticket.userId))) return false;
  if (criteria.withUnreadMessages && ticket.unreadMessages === 0) return false;
  const snoozed = snoozedFilterOf(criteria);
  if (snoozed !== undefined && snoozed !== isSnoozedTicket(ticket)) return false;
  if (criteria.searchParam || criteria.tags) return undefined;
  return true;
}
