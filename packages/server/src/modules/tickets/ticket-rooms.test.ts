import { describe, expect, it } from 'vitest';
import { rooms, type Profile } from '@guiche/shared';
import { ticketAudienceRooms, viewerTicketRooms } from './ticket-rooms.js';
import { isTicketVisibleTo, type TicketViewer, type VisibilityFacts } from './ticket-visibility.js';

const COMPANY = 7;
const ME = 10;
const SOMEONE = 11;

/** Every combination of the fields the rule reads. */
function* viewers(): Generator<TicketViewer> {
  for (const profile of ['admin', 'supervisor', 'user'] as Profile[])
    for (const isSuper of [false, true])
      for (const allTicket of [false, true])
        for (const allowGroup of [false, true])
          for (const queueIds of [[], [1], [1, 2]])
            yield { companyId: COMPANY, userId: ME, profile, super: isSuper, allTicket, allowGroup, queueIds };
}

function* tickets(): Generator<VisibilityFacts> {
  for (const queueId of [null, 1, 2, 3])
    for (const userId of [null, ME, SOMEONE])
      for (const isGroup of [false, true]) yield { queueId, userId, isGroup };
}

describe('ticket rooms', () => {
  it('put a socket in a ticket’s audience exactly when the visibility rule lets its user see the ticket', () => {
    let checked = 0;
    for (const viewer of viewers()) {
      // A socket is always in its user's own room besides the ticket rooms.
      const joined = new Set([...viewerTicketRooms(viewer), rooms.user(COMPANY, viewer.userId)]);
      for (const ticket of tickets()) {
        const reached = ticketAudienceRooms(COMPANY, ticket).some((room) => joined.has(room));
        expect({ viewer, ticket, reached }).toEqual({ viewer, ticket, reached: isTicketVisibleTo(viewer, ticket) });
        checked += 1;
      }
    }
    expect(checked).toBe(72 * 24);
  });

  it('put every socket in exactly one of the masked and unmasked rooms, masked for profile user only', () => {
    for (const viewer of viewers()) {
      const joined = viewerTicketRooms(viewer);
      const masked = joined.includes(rooms.ticketsMasked(COMPANY));
      expect(masked !== joined.includes(rooms.ticketsUnmasked(COMPANY))).toBe(true);
      expect(masked).toBe(viewer.profile === 'user' && !viewer.super);
    }
  });
});
