import { describe, expect, it } from 'vitest';
import { ticketFixture } from './ticketFixture';
import {
  acceptNeedsQueue,
  canTransfer,
  confirmationOf,
  transferBody,
  transitionBody,
  transitionsFor,
} from './ticketTransitions';

describe('states table (spec 1 §4)', () => {
  it('accepts as open for the viewer, as group for a WhatsApp group, with the queue picked when asked', () => {
    expect(transitionBody('accept', ticketFixture(1), 3)).toEqual({ status: 'open', userId: 3 });
    expect(transitionBody('accept', ticketFixture(1, { isGroup: true }), 3)).toEqual({ status: 'group', userId: 3 });
    expect(transitionBody('accept', ticketFixture(1, { isGroup: true, channel: 'facebook' }), 3)).toEqual({
      status: 'open',
      userId: 3,
    });
    expect(transitionBody('accept', ticketFixture(1, { queueId: null }), 3, 4)).toEqual({
      status: 'open',
      userId: 3,
      queueId: 4,
    });
  });

  it('asks for a queue before accepting a ticket without one', () => {
    expect(acceptNeedsQueue(ticketFixture(1, { queueId: null }))).toBe(true);
    expect(acceptNeedsQueue(ticketFixture(1))).toBe(false);
  });

  it('ignores and resolves as closed, with the farewell only on resolve', () => {
    expect(transitionBody('ignore', ticketFixture(1), 3)).toEqual({
      status: 'closed',
      userId: 3,
      sendFarewellMessage: false,
      amountUsedBotQueues: 0,
    });
    expect(transitionBody('resolve', ticketFixture(1), 3)).toEqual({
      status: 'closed',
      userId: 3,
      sendFarewellMessage: true,
    });
    expect(transitionBody('resolveSilently', ticketFixture(1), 3)).toEqual({
      status: 'closed',
      userId: 3,
      sendFarewellMessage: false,
    });
  });

  it('reopens for the viewer and returns to the queue without a user', () => {
    expect(transitionBody('reopen', ticketFixture(1, { status: 'closed' }), 3)).toEqual({ status: 'open', userId: 3 });
    expect(
      transitionBody('reopen', ticketFixture(1, { status: 'closed', isGroup: true, channel: 'facebook' }), 3),
    ).toEqual({ status: 'group', userId: 3 });
    expect(transitionBody('returnToQueue', ticketFixture(1, { status: 'open' }), 3)).toEqual({
      status: 'pending',
      userId: null,
    });
  });

  it('transfers to a user as open and to a queue alone as pending', () => {
    expect(transferBody(ticketFixture(1), 4, 8)).toEqual({ status: 'open', userId: 8, queueId: 4 });
    expect(transferBody(ticketFixture(1, { isGroup: true }), 4, 8)).toEqual({ status: 'group', userId: 8, queueId: 4 });
    expect(transferBody(ticketFixture(1), 4, null)).toEqual({ status: 'pending', userId: null, queueId: 4 });
  });

  it('offers the actions of each status', () => {
    expect(transitionsFor(ticketFixture(1))).toEqual(['accept', 'ignore']);
    expect(transitionsFor(ticketFixture(1, { status: 'open' }))).toEqual([
      'resolve',
      'resolveSilently',
      'resolveWithRating',
      'returnToQueue',
    ]);
    expect(transitionsFor(ticketFixture(1, { status: 'closed' }))).toEqual(['reopen']);
    expect(canTransfer(ticketFixture(1, { status: 'closed' }))).toBe(false);
    expect(canTransfer(ticketFixture(1, { status: 'group' }))).toBe(true);
  });

  it('confirms the actions that take the ticket away from the attendant, and only those', () => {
    expect(confirmationOf('resolve')).toBe('resolved');
    expect(confirmationOf('resolveSilently')).toBe('resolved');
    expect(confirmationOf('ignore')).toBe('ignored');
    expect(confirmationOf('returnToQueue')).toBe('returned');
    expect(confirmationOf('accept')).toBeUndefined();
    expect(confirmationOf('reopen')).toBeUndefined();
  });
});
