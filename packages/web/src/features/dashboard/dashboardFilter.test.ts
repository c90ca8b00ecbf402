import { describe, expect, it } from 'vitest';
import { currentMonth, dashboardQuery } from './dashboardFilter';

const SAO_PAULO = 'America/Sao_Paulo';

describe('dashboard filter', () => {
  it('defaults to the current month up to today, on the company calendar', () => {
    expect(currentMonth(new Date('2026-03-17T12:00:00Z'), SAO_PAULO)).toEqual({
      kind: 'date',
      from: '2026-03-01',
      to: '2026-03-17',
    });
    // 02:00Z on 1 April is still 31 March in São Paulo.
    expect(currentMonth(new Date('2026-04-01T02:00:00Z'), SAO_PAULO)).toEqual({
      kind: 'date',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(currentMonth(new Date('2026-04-01T02:00:00Z'), 'Europe/Lisbon')).toEqual({
      kind: 'date',
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('names the range for every call, or the period; nothing without a start date', () => {
    expect(dashboardQuery({ kind: 'date', from: '2026-03-01', to: '2026-03-17' }, SAO_PAULO)).toBe(
      'date_from=2026-03-01&initialDate=2026-03-01&date_to=2026-03-17&finalDate=2026-03-17&timeZone=America%2FSao_Paulo',
    );
    expect(dashboardQuery({ kind: 'period', days: 15 }, SAO_PAULO)).toBe('days=15&timeZone=America%2FSao_Paulo');
    expect(dashboardQuery({ kind: 'date', from: '', to: '2026-03-17' }, SAO_PAULO)).toBeUndefined();
  });

  it('counts in the company zone it is given', () => {
    expect(dashboardQuery({ kind: 'period', days: 7 }, 'America/New_York')).toBe('days=7&timeZone=America%2FNew_York');
  });
});
