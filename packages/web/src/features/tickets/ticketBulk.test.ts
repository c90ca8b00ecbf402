import { describe, expect, it } from 'vitest';
import { partsOf, summarize } from './ticketBulk';
import { ticketFixture } from './ticketFixture';

describe('bulk runs', () => {
  it('sends a selection in parts, in order', () => {
    expect(partsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(partsOf([], 2)).toEqual([]);
    expect(partsOf(Array.from({ length: 25 }, (_, i) => i)).map((part) => part.length)).toEqual([10, 10, 5]);
  });

  it('counts what was done and names what failed, with its code', () => {
    const tickets = [ticketFixture(1), ticketFixture(2), ticketFixture(3)];
    expect(
      summarize(tickets, [
        { id: 1, ok: true, ticket: tickets[0]! },
        { id: 2, ok: false, error: 'ERR_NO_PERMISSION' },
        { id: 9, ok: false, error: 'ERR_NO_TICKET_FOUND' },
      ]),
    ).toEqual({
      done: 1,
      failed: [
        { id: 2, name: 'Contato 2', error: 'ERR_NO_PERMISSION' },
        { id: 9, name: '#9', error: 'ERR_NO_TICKET_FOUND' },
      ],
    });
  });
});
