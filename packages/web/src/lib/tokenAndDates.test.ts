import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDateTime, formatTimeOfDay } from './dates';
import { tokenExpiresAt, tokenSessionId } from './jwt';

function fakeJwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

describe('token claims', () => {
  it('reads the expiry (ms) and the session id', () => {
    const token = fakeJwt({ exp: 1_800_000_000, sid: 'a1b2-ção' });
    expect(tokenExpiresAt(token)).toBe(1_800_000_000_000);
    expect(tokenSessionId(token)).toBe('a1b2-ção');
  });

  it('answers null for anything that is not a readable JWT', () => {
    for (const token of ['', 'garbage', 'a.%%%.c', fakeJwt({ exp: 'soon' })]) {
      expect(tokenExpiresAt(token)).toBeNull();
    }
    expect(tokenSessionId(fakeJwt({}))).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows ISO dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2999-12-31T00:00:00.000Z')).toBe('31/12/2999');
  });
});

describe('formatShortDateTime and formatTimeOfDay', () => {
  it('shows a moment as dd/MM/yy HH:mm and HH:mm in local time', () => {
    const moment = new Date(2026, 2, 5, 9, 7).toISOString();
    expect(formatShortDateTime(moment)).toBe('05/03/26 09:07');
    expect(formatTimeOfDay(moment)).toBe('09:07');
  });

  it('shows a moment in the zone it is given, across a daylight-saving change', () => {
    expect(formatShortDateTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('08/03/26 01:59');
    expect(formatShortDateTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('08/03/26 03:00');
    expect(formatTimeOfDay('2026-11-01T06:30:00Z', 'America/New_York')).toBe('01:30');
    // 04:30Z on 2 March: still 1 March in Monterrey, already 2 March in São Paulo.
    expect(formatDate('2026-03-02T04:30:00.000Z', 'America/Monterrey')).toBe('01/03/2026');
    expect(formatDate('2026-03-02T04:30:00.000Z', 'America/Sao_Paulo')).toBe('02/03/2026');
    // A calendar day stays that day in any zone.
    expect(formatDate('2026-03-02', 'America/Monterrey')).toBe('02/03/2026');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatShortDateTime('ontem')).toBe('ontem');
    expect(formatTimeOfDay('ontem')).toBe('');
  });
});
