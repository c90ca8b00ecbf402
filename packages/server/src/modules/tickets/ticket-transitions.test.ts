import { describe, expect, it } from 'vitest';
import { planTransition } from './ticket-transitions.js';
import type { TicketRow } from './tickets.repository.js';

const now = new Date('2026-03-01T12:00:00Z');
const ticket = (values: Partial<TicketRow>): TicketRow =>
  ({
    id: 7,
    status: 'open',
    userId: 3,
    queueId: 5,
    isGroup: false,
    channel: 'whatsapp',
    closedAt: null,
    ...values,
  }) as TicketRow;
const rating = { ratingOnResolve: true };
const noRating = { ratingOnResolve: false };

describe('planTransition: resolve with a rating', () => {
  it('moves an open ticket to nps, keeps its user, leaves closedAt unset and holds the farewell back', () => {
    const plan = planTransition(ticket({}), { status: 'closed', userId: 3 }, 3, now, rating);
    expect(plan).toMatchObject({ action: 'resolve', askRating: true, farewell: false, requiresTag: true });
    expect(plan.patch).toMatchObject({ status: 'nps', userId: 3, queueId: 5, closedAt: null });
    expect(plan.logs).toEqual([{ ticketId: 7, type: 'nps', userId: 3, queueId: 5 }]);
  });

  it('closes directly for groups, with withRating false, and without the rating options', () => {
    for (const [current, input, options] of [
      [ticket({ isGroup: true, status: 'group' }), { status: 'closed' as const }, rating],
      [ticket({}), { status: 'closed' as const, withRating: false }, rating],
      [ticket({}), { status: 'closed' as const }, noRating],
    ] as const) {
      const plan = planTransition(current, input, 3, now, options);
      expect(plan).toMatchObject({
        action: 'resolve',
        askRating: false,
        farewell: true,
        patch: { status: 'closed', closedAt: now },
      });
    }
  });

  it("refuses a close asked with a rating that asks none: 'Avaliação obrigatória'", () => {
    for (const [current, options] of [
      [ticket({}), noRating],
      [ticket({ isGroup: true, status: 'group' }), rating],
      [ticket({ status: 'nps' }), rating],
      [ticket({ status: 'pending', userId: null }), rating],
    ] as const) {
      expect(() => planTransition(current, { status: 'closed', withRating: true }, 3, now, options)).toThrow(
        expect.objectContaining({ code: 'ERR_RATING_REQUIRED' }),
      );
    }
    expect(planTransition(ticket({}), { status: 'closed', withRating: true }, 3, now, rating)).toMatchObject({
      askRating: true,
      patch: { status: 'nps' },
    });
  });

  it('an nps ticket closed by hand closes without asking again; taken back, it is open again', () => {
    const closed = planTransition(ticket({ status: 'nps' }), { status: 'closed' }, 3, now, rating);
    expect(closed).toMatchObject({
      action: 'resolve',
      askRating: false,
      farewell: true,
      patch: { status: 'closed', closedAt: now },
    });
    const reopened = planTransition(ticket({ status: 'nps' }), { status: 'open' }, 3, now, rating);
    expect(reopened).toMatchObject({ action: 'reopen', patch: { status: 'open', userId: 3 } });
    expect(reopened.logs.map((log) => log.type)).toEqual(['reopen']);
  });
});

describe('planTransition: a person takes over from the bot', () => {
  it('accepting or receiving a transfer clears the bot flag and its menu position', () => {
    const accepted = planTransition(
      ticket({ status: 'pending', userId: null, isBot: true, chatbotOptionId: 9 }),
      { status: 'open' },
      3,
      now,
      noRating,
    );
    expect(accepted).toMatchObject({ action: 'accept', patch: { isBot: false, chatbotOptionId: null } });
    const transferred = planTransition(
      ticket({ status: 'open', isBot: true, chatbotOptionId: 9 }),
      { status: 'open', userId: 4 },
      3,
      now,
      noRating,
    );
    expect(transferred).toMatchObject({ action: 'transferToUser', patch: { isBot: false, chatbotOptionId: null } });
  });
});
