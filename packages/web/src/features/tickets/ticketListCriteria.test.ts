import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/sessionUser';
import { ticketFixture } from './ticketFixture';
import {
  EMPTY_SEARCH_FILTERS,
  belongsToList,
  defaultShowAll,
  effectiveShowAll,
  listSearchParams,
  searchListCriteria,
  snoozedListCriteria,
  statusListCriteria,
  viewHolding,
  viewOfTaken,
} from './ticketListCriteria';

const admin = sessionUser();
const attendant = sessionUser({ id: 2, profile: 'user' });

describe('show all', () => {
  it('starts on for admins and is never on for users', () => {
    expect(defaultShowAll(admin)).toBe(true);
    expect(defaultShowAll(attendant)).toBe(false);
    expect(effectiveShowAll(attendant, true, 'open')).toBe(false);
  });

  it('follows the toggle for admins in every list', () => {
    for (const list of ['open', 'pending', 'group', 'closed', 'search'] as const) {
      expect(effectiveShowAll(admin, true, list)).toBe(true);
      expect(effectiveShowAll(admin, false, list)).toBe(false);
    }
  });
});

describe('list criteria', () => {
  it('sends a status list with its queues sorted and show-all spelled out', () => {
    const criteria = statusListCriteria('pending', [3, 1], false);
    expect(criteria).toEqual({ status: 'pending', queueIds: [1, 3], showAll: false });
    expect(listSearchParams(criteria).toString()).toBe('status=pending&queueIds=%5B1%2C3%5D&showAll=false');
  });

  it('leaves empty search filters out, so equal searches share one cache entry', () => {
    expect(searchListCriteria({ ...EMPTY_SEARCH_FILTERS, searchParam: '  ' }, [1], true)).toEqual({
      queueIds: [1],
      showAll: true,
    });
    const criteria = searchListCriteria(
      { searchParam: ' maria ', tags: [4], whatsappIds: [7], statuses: ['open', 'closed'], users: [2] },
      [1],
      false,
    );
    expect(criteria).toEqual({
      queueIds: [1],
      showAll: false,
      searchParam: 'maria',
      tags: [4],
      whatsappIds: [7],
      statusFilter: ['open', 'closed'],
      users: [2],
    });
    const params = listSearchParams(criteria);
    expect(params.get('searchParam')).toBe('maria');
    expect(params.get('statusFilter')).toBe('["open","closed"]');
    expect(params.get('tags')).toBe('[4]');
    expect(params.get('whatsappIds')).toBe('[7]');
    expect(params.get('users')).toBe('[2]');
  });
});

describe('which list a live ticket belongs to', () => {
  const pending = statusListCriteria('pending', [1], false);
  const mine = statusListCriteria('open', [1], false);

  it('sorts by status and queue, keeping tickets without a queue', () => {
    expect(belongsToList(ticketFixture(1), pending, 2)).toBe(true);
    expect(belongsToList(ticketFixture(1, { status: 'open', userId: 2 }), pending, 2)).toBe(false);
    expect(belongsToList(ticketFixture(1, { queueId: 9 }), pending, 2)).toBe(false);
    expect(belongsToList(ticketFixture(1, { queueId: null, queue: null }), pending, 2)).toBe(true);
  });

  it('filters no queue when none is chosen, as the server does', () => {
    expect(belongsToList(ticketFixture(1, { queueId: 9 }), statusListCriteria('pending', [], false), 2)).toBe(true);
  });

  it("keeps others' tickets out unless show-all is on", () => {
    const othersTicket = ticketFixture(1, { status: 'open', userId: 9 });
    expect(belongsToList(othersTicket, mine, 2)).toBe(false);
    expect(belongsToList(ticketFixture(1, { status: 'open', userId: 2 }), mine, 2)).toBe(true);
    expect(belongsToList(othersTicket, statusListCriteria('open', [1], true), 2)).toBe(true);
  });

  it('applies the search filters it can judge and leaves text searches to the server', () => {
    const byConnection = searchListCriteria(
      { ...EMPTY_SEARCH_FILTERS, whatsappIds: [8], statuses: ['pending'] },
      [1],
      true,
    );
    expect(belongsToList(ticketFixture(1), byConnection, 2)).toBe(false);
    expect(belongsToList(ticketFixture(1, { whatsappId: 8 }), byConnection, 2)).toBe(true);
    expect(belongsToList(ticketFixture(1, { whatsappId: 8, status: 'closed' }), byConnection, 2)).toBe(false);
    const byText = searchListCriteria({ ...EMPTY_SEARCH_FILTERS, searchParam: 'maria' }, [1], true);
    expect(belongsToList(ticketFixture(1), byText, 2)).toBeUndefined();
    expect(belongsToList(ticketFixture(1, { queueId: 9 }), byText, 2)).toBe(false);
  });

  it('holds only tickets with unread messages in the bell list', () => {
    const unread = { showAll: true, withUnreadMessages: true };
    expect(belongsToList(ticketFixture(1, { unreadMessages: 2 }), unread, 2)).toBe(true);
    expect(belongsToList(ticketFixture(1, { unreadMessages: 0 }), unread, 2)).toBe(false);
  });

  it('moves a snoozed ticket from its status list to the snoozed one; search and closed lists keep theirs', () => {
    const snoozed = ticketFixture(1, { snoozedUntil: '2026-03-02T12:00:00.000Z' });
    const awake = ticketFixture(2, { snoozedUntil: null });
    const snoozedList = snoozedListCriteria([3, 1], true);
    expect(listSearchParams(snoozedList).toString()).toBe('queueIds=%5B1%2C3%5D&showAll=true&snoozed=true');
    expect(belongsToList(snoozed, statusListCriteria('pending', [1], true), 2)).toBe(false);
    expect(belongsToList(awake, statusListCriteria('pending', [1], true), 2)).toBe(true);
    expect(belongsToList(snoozed, snoozedList, 2)).toBe(true);
    expect(belongsToList(awake, snoozedList, 2)).toBe(false);
    expect(belongsToList(snoozed, searchListCriteria(EMPTY_SEARCH_FILTERS, [1], true), 2)).toBe(true);
    // A snooze left on a closed ticket means nothing: it is not snoozed.
    const closed = ticketFixture(3, { status: 'closed', snoozedUntil: '2026-03-02T12:00:00.000Z' });
    expect(belongsToList(closed, statusListCriteria('closed', [1], true), 2)).toBe(true);
    expect(belongsToList(closed, snoozedList, 2)).toBe(false);
  });
});

describe('the list of a ticket opened by its address', () => {
  it('is the tab that holds it: closed, pending, group or assigned', () => {
    expect(viewHolding(ticketFixture(1, { status: 'closed' }))).toEqual({ tab: 'closed', subTab: 'open' });
    expect(viewHolding(ticketFixture(1, { status: 'pending' }))).toEqual({ tab: 'open', subTab: 'pending' });
    expect(viewHolding(ticketFixture(1, { status: 'group' }))).toEqual({ tab: 'open', subTab: 'group' });
    expect(viewHolding(ticketFixture(1, { status: 'open' }))).toEqual({ tab: 'open', subTab: 'open' });
    expect(viewHolding(ticketFixture(1, { status: 'open', snoozedUntil: '2026-03-02T12:00:00.000Z' }))).toEqual({
      tab: 'snoozed',
      subTab: 'open',
    });
  });
});

describe('the list of a ticket just taken', () => {
  it('is the assigned list, or the group list for a group', () => {
    expect(viewOfTaken(ticketFixture(1, { status: 'open' }))).toEqual({ tab: 'open', subTab: 'open' });
    expect(viewOfTaken(ticketFixture(1, { status: 'group' }))).toEqual({ tab: 'open', subTab: 'group' });
    expect(viewOfTaken(ticketFixture(1, { status: 'pending' }))).toEqual({ tab: 'open', subTab: 'pending' });
  });
});
