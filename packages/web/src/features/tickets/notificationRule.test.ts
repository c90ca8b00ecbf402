import { describe, expect, it } from 'vitest';
import { isNotifiedOf, shouldAlert } from './notificationRule';

const user = {
  id: 5,
  profile: 'user' as const,
  super: false,
  allTicket: 'disable' as const,
  queues: [{ id: 1, name: 'Vendas', color: '#B80000' }],
};
const admin = { ...user, profile: 'admin' as const, queues: [] };

describe('who the bell notifies', () => {
  it('tells admins of every ticket', () => {
    expect(isNotifiedOf(admin, { status: 'open', userId: 9, queueId: 3 })).toBe(true);
    expect(isNotifiedOf({ ...user, super: true }, { status: 'open', userId: 9, queueId: 3 })).toBe(true);
  });

  it('tells a user of unassigned or own tickets in their queues, and of their own without a queue', () => {
    expect(isNotifiedOf(user, { status: 'pending', userId: null, queueId: 1 })).toBe(true);
    expect(isNotifiedOf(user, { status: 'open', userId: 5, queueId: 1 })).toBe(true);
    expect(isNotifiedOf(user, { status: 'open', userId: 5, queueId: null })).toBe(true);
  });

  it('tells only users with allTicket ("Ver atendimentos sem fila") of unassigned tickets without a queue', () => {
    expect(isNotifiedOf(user, { status: 'pending', userId: null, queueId: null })).toBe(false);
    expect(isNotifiedOf({ ...user, allTicket: 'enable' }, { status: 'pending', userId: null, queueId: null })).toBe(
      true,
    );
  });

  it("never tells a user of someone else's ticket, nor of another queue's", () => {
    expect(isNotifiedOf(user, { status: 'open', userId: 9, queueId: 1 })).toBe(false);
    expect(isNotifiedOf(user, { status: 'open', userId: 9, queueId: null })).toBe(false);
    expect(isNotifiedOf(user, { status: 'pending', userId: null, queueId: 3 })).toBe(false);
  });

  it('tells a user with allTicket of pending tickets outside their queues too', () => {
    const allTicket = { ...user, allTicket: 'enable' as const };
    expect(isNotifiedOf(allTicket, { status: 'pending', userId: null, queueId: 3 })).toBe(true);
    expect(isNotifiedOf(allTicket, { status: 'open', userId: 5, queueId: 3 })).toBe(false);
  });

  it('alerts on a contact message of a ticket that is not on screen', () => {
    const ticket = { status: 'pending' as const, userId: null, queueId: 1, uuid: 'a' };
    expect(shouldAlert(user, ticket, false, undefined, true)).toBe(true);
    expect(shouldAlert(user, ticket, false, 'b', true)).toBe(true);
    expect(shouldAlert(user, ticket, false, 'a', true)).toBe(false);
    expect(shouldAlert(user, ticket, false, 'a', false)).toBe(true);
    expect(shouldAlert(user, ticket, true, undefined, true)).toBe(false);
    expect(shouldAlert(user, { ...ticket, queueId: 3 }, false, undefined, true)).toBe(false);
  });
});
