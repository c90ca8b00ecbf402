import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { conflictOutcome, openTicketConflictOf } from './openTicketConflict';

const conflict = { userId: 4, userName: 'Ana', queueName: 'Vendas', uuid: 'u-1', ticketId: 12 };

describe('open ticket conflict', () => {
  it('reads the holder from a 409 whose error is the conflict as JSON', () => {
    expect(openTicketConflictOf(new ApiError(409, { error: JSON.stringify(conflict) }))).toEqual(conflict);
    expect(
      openTicketConflictOf(
        new ApiError(409, { error: JSON.stringify({ ...conflict, userId: null, userName: null, queueName: null }) }),
      )?.userId,
    ).toBeNull();
  });

  it('leaves every other failure to the error handler', () => {
    expect(openTicketConflictOf(new ApiError(409, { error: 'ERR_OTHER_OPEN_TICKET' }))).toBeNull();
    expect(openTicketConflictOf(new ApiError(400, { error: JSON.stringify(conflict) }))).toBeNull();
    expect(openTicketConflictOf(new ApiError(409, { error: '{"userId":' }))).toBeNull();
    expect(openTicketConflictOf(new ApiError(409, { error: JSON.stringify({ userId: 4 }) }))).toBeNull();
    expect(openTicketConflictOf(new ApiError(409, 'texto'))).toBeNull();
    expect(openTicketConflictOf(new Error('x'))).toBeNull();
  });

  it("goes to the viewer's own ticket and names anyone else's holder", () => {
    expect(conflictOutcome(conflict, 4)).toBe('navigate');
    expect(conflictOutcome(conflict, 5)).toBe('notice');
    expect(conflictOutcome({ ...conflict, userId: null }, 5)).toBe('notice');
  });
});
