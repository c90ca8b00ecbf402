import { describe, expect, it } from 'vitest';
import { rooms, type Profile } from '@guiche/shared';
import { ticketAudienceRooms, viewerTicketRooms, type AudienceTicket, type FollowedTickets } from './ticket-rooms.js';
import { isTicketVisibleTo, type TicketViewer } from './ticket-visibility.js';

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

function* tickets(): Generator<AudienceTicket> {
  for (const queueId of [null, 1, 2, 3])
    for (const userId of [null, ME, SOMEONE])
      for (const isGroup of [false, true]) yield { id: 5, status: 'open', queueId, userId, isGroup };
}

/** What a spec-mode socket may follow, against a ticket open (id 5) or pending (id 6). */
const followings: FollowedTickets[] = [
  { statuses: [], notification: false, chatBoxes: [] },
  { statuses: ['open'], notification: false, chatBoxes: [] },
  { statuses: ['pending', 'closed'], notification: false, chatBoxes: [] },
  { statuses: [], notification: true, chatBoxes: [] },
  { statuses: [], notification: false, chatBoxes: [5] },
  { statuses: ['closed'], notification: false, chatBoxes: [6, 7] },
];
const follows = (followed: FollowedTickets, ticket: AudienceTicket) =>
  followed.notification ||
  followed.chatBoxes.includes(ticket.id) ||
  followed.statuses.some((status) => status === ticket.status);

describe('ticket rooms', () => {
  it('put a socket in a ticket’s audience exactly when the visibility rule lets its user see the ticket', () => {
    let checked = 0;
    for (const viewer of viewers()) {
      const joined = new Set(viewerTicketRooms(viewer, null));
      for (const ticket of tickets()) {
        const reached = ticketAudienceRooms(COMPANY, ticket).some((room) => joined.has(room));
        expect({ viewer, ticket, reached }).toEqual({ viewer, ticket, reached: isTicketVisibleTo(viewer, ticket) });
        checked += 1;
      }
    }
    expect(checked).toBe(72 * 24);
  });

  it('put a spec-mode socket in the audience exactly when its user may see the ticket and it follows it', () => {
    let reachedSome = 0;
    for (const viewer of viewers())
      for (const followed of followings) {
        const joined = new Set(viewerTicketRooms(viewer, followed));
        for (const facts of tickets())
          for (const ticket of [facts, { ...facts, id: 6, status: 'pending' }]) {
            const reached = ticketAudienceRooms(COMPANY, ticket).some((room) => joined.has(room));
            const expected = isTicketVisibleTo(viewer, ticket) && follows(followed, ticket);
            expect({ viewer, followed, ticket, reached }).toEqual({ viewer, followed, ticket, reached: expected });
            if (reached) reachedSome += 1;
          }
      }
    expect(reachedSome).toBeGreaterThan(0);
  });

  it('put every socket in exactly one of the masked and unmasked rooms, masked for profile user only', () => {
    for (const viewer of viewers()) {
      const joined = viewerTicketRooms(viewer, null);
      const masked = joined.includes(rooms.ticketsMasked(COMPANY));
      expect(masked !== joined.includes(rooms.ticketsUnmasked(COMPANY))).toBe(true);
      expect(masked).toBe(viewer.profile === 'user' && !viewer.super);
    }
  });
});
