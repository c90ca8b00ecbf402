import { describe, expect, it } from 'vitest';
import { currentMonth, dashboardQuery } from './dashboardFilter';

describe('dashboard filter', () => {
  it('defaults to the current month up to today', () => {
    expect(currentMonth(new Date(2026, 2, 17))).toEqual({ kind: 'date', from: '2026-03-01', to: '2026-03-17' });
  });

  it('names the range for every call, or the period; nothing without a start date', () => {
    expect(dashboardQuery({ kind: 'date', from: '2026-03-01', to: '2026-03-17' })).toBe('date_from=2026-03-01&initialDate=2026-03-01&date_to=2026-03-17&finalDate=2026-03-17');
    expect(dashboardQuery({ kind: 'period', days: 15 })).toBe('days=15');
    expect(dashboardQuery({ kind: 'date', from: '', to: '2026-03-17' })).toBeUndefined();
  });
});
