import { describe, expect, it } from 'vitest';
import { inactivityStep, isWatched, type InactivityConfig } from './inactivity-rules.js';
import { nextAttendants } from './rotation-order.js';

const config: InactivityConfig = {
  timeInactiveMessage: 2,
  inactiveMessage: 'Ainda aí?',
  expiresTicket: 5,
  whenExpiresTicket: 0,
  expiresInactiveMessage: null,
};

describe('inactivityStep (a minute of 1 ms)', () => {
  it('waits for the reminder, sends it once, then waits for the close', () => {
    expect(inactivityStep(0, false, config, 1)).toEqual({ action: 'wait', nextInMs: 2 });
    expect(inactivityStep(2, false, config, 1)).toEqual({ action: 'notice', nextInMs: 3 });
    expect(inactivityStep(3, true, config, 1)).toEqual({ action: 'wait', nextInMs: 2 });
    expect(inactivityStep(5, true, config, 1)).toEqual({ action: 'close' });
  });

  it('closes without the reminder when the close is due first, and never schedules what is not configured', () => {
    expect(inactivityStep(6, false, config, 1)).toEqual({ action: 'close' });
    expect(inactivityStep(0, false, { ...config, inactiveMessage: '  ' }, 1)).toEqual({ action: 'wait', nextInMs: 5 });
    expect(inactivityStep(0, false, { ...config, expiresTicket: 0 }, 1)).toEqual({ action: 'wait', nextInMs: 2 });
    expect(inactivityStep(2, false, { ...config, expiresTicket: 0 }, 1)).toEqual({
      action: 'notice',
      nextInMs: undefined,
    });
  });

  it('watches bot tickets, and open ones only with whenExpiresTicket 1; never groups, nps or closed', () => {
    expect(isWatched({ status: 'pending', isBot: true, isGroup: false }, config)).toBe(true);
    expect(isWatched({ status: 'open', isBot: false, isGroup: false }, config)).toBe(false);
    expect(isWatched({ status: 'open', isBot: false, isGroup: false }, { ...config, whenExpiresTicket: 1 })).toBe(true);
    expect(isWatched({ status: 'pending', isBot: false, isGroup: false }, { ...config, whenExpiresTicket: 1 })).toBe(
      false,
    );
    expect(isWatched({ status: 'open', isBot: true, isGroup: true }, config)).toBe(false);
    expect(isWatched({ status: 'nps', isBot: true, isGroup: false }, config)).toBe(false);
    expect(isWatched({ status: 'closed', isBot: true, isGroup: false }, config)).toBe(false);
  });
});

describe('nextAttendants', () => {
  it('goes round from after the last one served, wrapping, skipping ids no longer online', () => {
    expect(nextAttendants([3, 7, 9], 4, undefined, undefined)).toEqual([3, 7, 9, 3]);
    expect(nextAttendants([3, 7, 9], 2, 7, undefined)).toEqual([9, 3]);
    expect(nextAttendants([3, 9], 2, 7, undefined)).toEqual([9, 3]);
    expect(nextAttendants([3, 9], 1, 9, undefined)).toEqual([3]);
    expect(nextAttendants([], 3, undefined, undefined)).toEqual([]);
  });

  it('picks at random among the online ones with userRandom', () => {
    expect(nextAttendants([3, 7, 9], 3, 3, () => 0.99)).toEqual([9, 9, 9]);
    expect(nextAttendants([3, 7, 9], 1, undefined, () => 0)).toEqual([3]);
  });
});
