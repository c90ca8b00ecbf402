import { describe, expect, it } from 'vitest';
import { ticketFixture } from './ticketFixture';
import type { TicketView } from '@guiche/shared';
import { applyTicket, markRead, patchContact, setPresence, ticketList, type TicketPages } from './ticketsCache';

const rowsOf = ticketList.items;
const countOf = (data: TicketPages | undefined) => ticketList.count(data) ?? 0;
const removeTicket = ticketList.remove;
const moveToTop = (data: TicketPages, ticket: TicketView) => ticketList.upsert(data, ticket, 'first');

function pages(...ids: number[][]): TicketPages {
  const count = new Set(ids.flat()).size;
  return {
    pageParams: ids.map((_page, index) => (index === 0 ? undefined : `cursor-${index}`)),
    pages: ids.map((page, index) => ({
      tickets: page.map((id) => ticketFixture(id)),
      count,
      hasMore: index < ids.length - 1,
    })),
  };
}

describe('ticket list cache', () => {
  it('lists each row once even when a row slid into the next page', () => {
    expect(rowsOf(pages([1, 2], [2, 3])).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(countOf(undefined)).toBe(0);
  });

  it('moves an updated ticket from a later page to the top, keeping the count', () => {
    const after = moveToTop(pages([1, 2], [3, 4]), ticketFixture(3, { lastMessage: 'Novo' }));
    expect(rowsOf(after).map((row) => row.id)).toEqual([3, 1, 2, 4]);
    expect(rowsOf(after)[0]?.lastMessage).toBe('Novo');
    expect(countOf(after)).toBe(4);
  });

  it('puts a newcomer on top and counts one more', () => {
    const after = moveToTop(pages([1, 2]), ticketFixture(9));
    expect(rowsOf(after).map((row) => row.id)).toEqual([9, 1, 2]);
    expect(countOf(after)).toBe(3);
  });

  it('removes a ticket that left the list, counting one fewer, and ignores one it never had', () => {
    const before = pages([1, 2], [3]);
    const after = removeTicket(before, 2);
    expect(rowsOf(after).map((row) => row.id)).toEqual([1, 3]);
    expect(countOf(after)).toBe(2);
    expect(removeTicket(before, 42)).toBe(before);
  });

  it('applies a live ticket by whether the list holds it', () => {
    const before = pages([1, 2]);
    // Belongs: to the top. Does not belong (e.g. accepted, so no longer pending): out.
    expect(
      rowsOf(applyTicket(before, ticketFixture(2, { unreadMessages: 3 }), true)).map((row) => [
        row.id,
        row.unreadMessages,
      ]),
    ).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(rowsOf(applyTicket(before, ticketFixture(1, { status: 'open' }), false)).map((row) => row.id)).toEqual([2]);
    // Unknown (a text search): refreshed where it is, never added.
    const patched = applyTicket(before, ticketFixture(2, { lastMessage: 'Mudou' }), undefined);
    expect(rowsOf(patched).map((row) => [row.id, row.lastMessage])).toEqual([
      [1, 'Olá'],
      [2, 'Mudou'],
    ]);
    expect(applyTicket(before, ticketFixture(7), undefined)).toBe(before);
    // Not news (an ack): refreshed in place.
    expect(rowsOf(applyTicket(before, ticketFixture(2), true, false)).map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps the live presence of a row when the refreshed ticket carries none', () => {
    const typing = setPresence(pages([1]), 1, 'composing');
    expect(rowsOf(typing)[0]?.presence).toBe('composing');
    expect(rowsOf(applyTicket(typing, ticketFixture(1), undefined))[0]?.presence).toBe('composing');
    expect(setPresence(typing, 1, 'composing')).toEqual(typing);
  });

  it('marks a ticket read on updateUnread', () => {
    const after = markRead(pages([1, 2]), 2);
    expect(rowsOf(after).map((row) => row.unreadMessages)).toEqual([1, 0]);
  });

  it('renames a contact in every row of its tickets', () => {
    const before = pages([1, 2]);
    const after = patchContact(before, {
      id: 102,
      name: 'Bia',
      number: '5511988887777',
      tags: [{ id: 3, name: 'VIP', color: '#000000' }],
    });
    expect(rowsOf(after).map((row) => row.contact.name)).toEqual(['Contato 1', 'Bia']);
    expect(rowsOf(after)[1]?.contact.tags).toHaveLength(1);
    expect(patchContact(before, { id: 999, name: 'X', number: null, tags: [] })).toBe(before);
  });
});
