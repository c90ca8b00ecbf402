import { describe, expect, it } from 'vitest';
import { fromZonedInput, snoozeInputBounds, snoozePresetUntil, toZonedInput } from './snoozeTimes';

const SAO_PAULO = 'America/Sao_Paulo';
const TOKYO = 'Asia/Tokyo';

describe('snooze times', () => {
  // Wednesday 2026-03-04 22:30 in São Paulo (UTC−3), already Thursday 10:30 in Tokyo.
  const now = new Date('2026-03-05T01:30:00Z');

  it('reads "tomorrow" and "next Monday" on the company clock, at 09:00 there', () => {
    expect(snoozePresetUntil('inOneHour', now, SAO_PAULO).toISOString()).toBe('2026-03-05T02:30:00.000Z');
    expect(snoozePresetUntil('tomorrowMorning', now, SAO_PAULO).toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(snoozePresetUntil('nextMonday', now, SAO_PAULO).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(snoozePresetUntil('tomorrowMorning', now, TOKYO).toISOString()).toBe('2026-03-06T00:00:00.000Z');
  });

  it('takes a Monday to the next one', () => {
    const monday = new Date('2026-03-09T13:00:00Z');
    expect(snoozePresetUntil('nextMonday', monday, SAO_PAULO).toISOString()).toBe('2026-03-16T12:00:00.000Z');
  });

  it('turns a datetime-local value into the instant it names on the company clock, and back', () => {
    expect(fromZonedInput('2026-03-10T14:15', SAO_PAULO)?.toISOString()).toBe('2026-03-10T17:15:00.000Z');
    expect(toZonedInput(new Date('2026-03-10T17:15:00Z'), SAO_PAULO)).toBe('2026-03-10T14:15');
    expect(fromZonedInput('', SAO_PAULO)).toBeUndefined();
    expect(snoozeInputBounds(now, SAO_PAULO)).toEqual({ min: '2026-03-04T22:30', max: '2026-04-03T22:30' });
  });
});
